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

export const body = style({ display: 'grid', gap: vars.space.lg, padding: vars.space.lg, '@media': { [media.belowSmallPhone]: { padding: vars.space.md } } })

export const lead = style({ color: vars.color.inkMuted, lineHeight: vars.lineHeight.snug })

export const fields = style({ display: 'grid', gap: vars.space.md })
