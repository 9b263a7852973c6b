import { style } from '@vanilla-extract/css'
import { vars } from '../../../design/theme.css'
import { iconButtonOnNight } from '../../../design/recipes.css'
import { media } from '../../../design/media'

export const dialog = style({ outline: 'none' })

// The panel's head is the site's night band, as the header it opens from: the heading and the close.
export const header = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: 1,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  paddingInlineStart: vars.space.lg,
  paddingInlineEnd: vars.space.sm,
  background: vars.color.night,
  color: vars.color.onNight,
})

export const title = style({ fontSize: vars.fontSize.xl })

export const close = iconButtonOnNight

// On a desktop, the choices and the ways to send side by side, the line under the heading over the
// choices and when we answer under them: the whole request fits a 1280 × 800 screen without
// scrolling inside it, in Russian and Finnish after midnight too (tests/browser/tableRequest.spec.ts).
export const body = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.lg,
  '@media': {
    [media.belowSmallPhone]: { padding: vars.space.md },
    [media.desktop]: {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
      gridTemplateRows: 'auto auto 1fr',
      alignItems: 'start',
      rowGap: vars.space.sm,
      columnGap: vars.space.xl,
      paddingBlock: vars.space.md,
    },
  },
})

export const lead = style({ color: vars.color.inkMuted, lineHeight: vars.lineHeight.snug })

/** The ways to send: on a desktop the second column, from the top. */
export const channels = style({ '@media': { [media.desktop]: { gridColumn: 2, gridRow: '1 / -1' } } })

/** When we answer: after the ways to send, read so; on a desktop, under the choices. */
export const answer = style({ '@media': { [media.desktop]: { gridColumn: 1, gridRow: 3 } } })

// On a desktop the date and the party share a row, and so do the name and the number to call back:
// each a few words or digits.
export const fields = style({ display: 'grid', gap: vars.space.md, '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', alignItems: 'end', gap: vars.space.sm } } })

export const wholeRow = style({ '@media': { [media.desktop]: { gridColumn: '1 / -1' } } })

/** The date and the party, side by side on a desktop, each at the top of its cell. */
export const halfRow = style({ alignSelf: 'start' })
