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

// On a desktop, the choices and the ways to send side by side: the whole request fits a 1280 × 800
// screen without scrolling inside it.
export const body = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.lg,
  '@media': {
    [media.belowSmallPhone]: { padding: vars.space.md },
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', alignItems: 'start', rowGap: vars.space.md, columnGap: vars.space.xl },
  },
})

export const lead = style({ color: vars.color.inkMuted, lineHeight: vars.lineHeight.snug, '@media': { [media.desktop]: { gridColumn: '1 / -1' } } })

// On a desktop the name and the number to call back share a row: each a few words.
export const fields = style({ display: 'grid', gap: vars.space.md, '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', alignItems: 'end' } } })

export const wholeRow = style({ '@media': { [media.desktop]: { gridColumn: '1 / -1' } } })
