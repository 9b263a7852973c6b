import { style, styleVariants } from '@vanilla-extract/css'
import { cardSurface } from '../../../design/recipes.css'
import { vars } from '../../../design/theme.css'
import { media } from '../../../design/media'

const cardBase = style([
  cardSurface,
  {
    position: 'relative',
    display: 'grid',
    overflow: 'hidden',
    transitionProperty: 'box-shadow, transform',
    transitionDuration: vars.motion.normal,
    transitionTimingFunction: vars.motion.easing,
    selectors: { '&:hover': { boxShadow: vars.shadow.md, transform: 'translateY(-2px)' } },
  },
])

export const card = styleVariants({
  regular: [cardBase],
  featured: [cardBase, { '@media': { [media.tablet]: { gridTemplateColumns: '3fr 2fr', alignItems: 'center' } } }],
})

export const picture = style({ background: vars.color.surfaceSunken, '@media': { [media.print]: { display: 'none' } } })

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.lg,
  '@media': { [media.desktop]: { padding: vars.space.xl } },
})

export const title = style({ fontSize: vars.fontSize.xl, color: vars.color.ink, hyphens: 'auto' })

// The title's link stretches over the whole card, so a tap anywhere on it opens the post.
export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  '::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
  selectors: {
    [`${cardBase}:hover &`]: { color: vars.color.brand, textDecoration: 'underline' },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { outline: `${vars.size.focusRing} solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
})

export const excerpt = style({ color: vars.color.inkMuted })

export const more = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  marginTop: vars.space.xs,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.brand,
})

export const arrow = style({
  transitionProperty: 'transform',
  transitionDuration: vars.motion.normal,
  transitionTimingFunction: vars.motion.easing,
  selectors: { [`${cardBase}:hover &`]: { transform: `translateX(${vars.space.xxs})` } },
})
