import { style } from '@vanilla-extract/css'
import { vars } from '../../../design/theme.css'
import { media } from '../../../design/media'

export const article = style({
  maxWidth: `calc(${vars.size.prose} + 2 * ${vars.space.md})`,
  paddingBlock: vars.space.xxl,
})

// One long word ("Конфиденциальность", "Nutzungsbedingungen") is wider than a 320 px screen at this
// size: a step smaller there, and broken rather than pushed off the screen if a word still does not fit.
export const heading = style({
  fontSize: vars.fontSize.xxl,
  overflowWrap: 'break-word',
  '@media': { [media.belowSmallPhone]: { fontSize: vars.fontSize.xl } },
})

export const updated = style({ marginTop: vars.space.xs, color: vars.color.inkMuted, fontSize: vars.fontSize.sm })

export const intro = style({ marginTop: vars.space.lg, fontSize: vars.fontSize.lg })

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  marginTop: vars.space.xl,
})

export const sectionHeading = style({ fontSize: vars.fontSize.xl })
