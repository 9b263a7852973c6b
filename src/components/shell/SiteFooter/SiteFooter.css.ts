import { style } from '@vanilla-extract/css'
import { vars } from '../../../design/theme.css'
import { media } from '../../../design/media'

export const footer = style({
  marginTop: 'auto',
  background: vars.color.night,
  color: vars.color.onNight,
  paddingTop: vars.space.xxl,
  '@media': { [media.print]: { display: 'none' } },
})

export const grid = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: '1fr',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(3, 1fr)' },
  },
})

export const group = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.xs })

export const heading = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  letterSpacing: '0.14em',
  textTransform: 'uppercase',
  color: vars.color.marigold,
  marginTop: vars.space.xs,
})

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.touchTarget,
  color: vars.color.onNight,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover, &[data-hovered]': { textDecoration: 'underline' },
    '&:focus-visible, &[data-focus-visible]': { outlineColor: vars.color.focusOnDark },
  },
})

export const rights = style({
  marginTop: vars.space.xl,
  paddingBlock: vars.space.lg,
  borderTop: `1px solid ${vars.color.nightRaised}`,
  color: vars.color.onNightMuted,
  fontSize: vars.fontSize.sm,
})
