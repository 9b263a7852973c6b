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
      gap: vars.space.md,
      // In line with the page's column (the container's padding).
      marginInline: vars.space.md,
      paddingBlockEnd: vars.space.sm,
      marginBlockEnd: vars.space.sm,
      borderBlockEnd: `1.5pt solid ${vars.color.ink}`,
      color: vars.color.ink,
    },
  },
})

// What is left beside the coming days' notices, when there are some (../PrintedExceptions/): they
// take the width of their longest line, and these lines wrap down to their longest fact.
export const lines = style({ flex: '1 1 0', display: 'grid', gap: vars.space.xxs })

// Where and how to call, or the week's hours, on one line when the width allows, each fact whole.
export const facts = style({ display: 'flex', flexWrap: 'wrap', columnGap: vars.space.md, margin: 0 })

export const hours = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.xs, margin: 0 })

// The clock, centred on the first line of the hours however many they wrap to.
export const hoursIcon = style({ display: 'flex', alignItems: 'center', height: '1lh' })

export const name = style({ fontFamily: vars.font.display, fontSize: vars.fontSize.printTitle, fontWeight: vars.fontWeight.heavy, lineHeight: vars.lineHeight.tight })

export const fact = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, whiteSpace: 'nowrap' })

// Under the masthead, whose name is the sheet's title, the menu's own heading is a line.
globalStyle(`${header} ~ * h1`, { '@media': { [media.print]: { fontSize: vars.fontSize.printHeading } } })
