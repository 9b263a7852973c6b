import { keyframes, style } from '@vanilla-extract/css'
import { vars } from '../../../design/theme.css'
import { media } from '../../../design/media'
import { iconButton } from '../../../design/recipes.css'

const fadeIn = keyframes({ from: { opacity: 0 } })
const rise = keyframes({ from: { opacity: 0, transform: 'translateY(0.75rem) scale(0.98)' } })

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.md,
  background: vars.color.scrim,
  selectors: { '&[data-entering]': { animation: `${fadeIn} ${vars.motion.normal} ${vars.motion.easing}` } },
  '@media': { [media.print]: { display: 'none' }, [media.reducedMotion]: { animation: 'none' } },
})

export const modal = style({
  width: '100%',
  maxWidth: vars.size.dialog,
  maxHeight: '100%',
  overflow: 'auto',
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.lg,
  selectors: { '&[data-entering]': { animation: `${rise} ${vars.motion.normal} ${vars.motion.easing}` } },
  '@media': { [media.reducedMotion]: { animation: 'none' } },
})

export const dialog = style({ position: 'relative', outline: 'none' })

export const figure = style({ margin: 0 })

export const image = style({ width: '100%', height: 'auto', aspectRatio: '3 / 2' })

export const caption = style({ padding: `${vars.space.md} ${vars.space.lg} ${vars.space.lg}` })

export const title = style({ fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.snug })

export const close = style([
  iconButton({ tone: 'overArt' }),
  { position: 'absolute', insetBlockStart: vars.space.sm, insetInlineEnd: vars.space.sm },
])
