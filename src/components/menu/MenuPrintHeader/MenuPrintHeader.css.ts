import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../../design/theme.css'
import { media } from '../../../design/media'

export const header = style({
  display: 'none',
  '@media': {
    [media.print]: {
      display: 'flex',
      justifyContent: 'space-between',
      alignItems: 'center',
      gap: vars.space.lg,
      // In line with the page's column (the container's padding).
      marginInline: vars.space.md,
      paddingBlockEnd: vars.space.sm,
      marginBlockEnd: vars.space.sm,
      borderBlockEnd: `1.5pt solid ${vars.color.ink}`,
      color: vars.color.ink,
    },
  },
})

export const facts = style({ display: 'grid', gap: vars.space.xxs })

export const name = style({ fontFamily: vars.font.display, fontSize: vars.fontSize.printTitle, fontWeight: vars.fontWeight.heavy, lineHeight: vars.lineHeight.tight })

export const fact = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs })

// Under the masthead, whose name is the sheet's title, the menu's own heading is a line.
globalStyle(`${header} ~ * h1`, { '@media': { [media.print]: { fontSize: vars.fontSize.printHeading } } })

// Under the week's hours, level with their text (past the icon); the entries wrap whole, and one the
// page's script hid stays hidden on paper too.
export const exceptions = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.sm,
  margin: 0,
  paddingInlineStart: `calc(1em + ${vars.space.xs})`,
  selectors: { '&[hidden]': { display: 'none' } },
})

export const exception = style({ whiteSpace: 'nowrap', selectors: { '&[hidden]': { display: 'none' } } })
