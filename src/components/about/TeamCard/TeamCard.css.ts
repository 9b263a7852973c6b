import { style } from '@vanilla-extract/css'
import { vars } from '../../../design/theme.css'
import { media } from '../../../design/media'

export const card = style({
  height: '100%',
  display: 'grid',
  gridTemplateColumns: `minmax(0, 2fr) minmax(0, 3fr)`,
  alignItems: 'center',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  // Side by side on phones, so three portraits do not fill three screens; stacked on wider ones.
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr', alignItems: 'stretch', alignContent: 'start' } },
})

export const portrait = style({ alignSelf: 'stretch', background: vars.color.surfaceSunken })

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  '@media': { [media.tablet]: { padding: vars.space.lg } },
})

export const role = style({ fontSize: vars.fontSize.lg, color: vars.color.brand, hyphens: 'auto' })

export const text = style({ fontSize: vars.fontSize.sm, color: vars.color.inkMuted })
