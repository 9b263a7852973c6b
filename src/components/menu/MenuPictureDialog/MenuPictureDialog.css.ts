import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../../design/theme.css'
import { media } from '../../../design/media'
import { iconButton } from '../../../design/recipes.css'

// A modal dialog, in the top layer: the browser shows it over everything and dims what is below with
// its backdrop. It opens with a short rise (from `@starting-style`, where the engine has it).
export const dialog = style({
  position: 'fixed',
  inset: 0,
  width: `calc(100% - 2 * ${vars.space.md})`,
  maxWidth: vars.size.dialog,
  height: 'fit-content',
  maxHeight: `calc(100% - 2 * ${vars.space.md})`,
  margin: 'auto',
  padding: 0,
  overflow: 'auto',
  color: vars.color.ink,
  border: 'none',
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.lg,
  opacity: 1,
  transform: 'none',
  transitionProperty: 'opacity, transform',
  transitionDuration: vars.motion.normal,
  transitionTimingFunction: vars.motion.easing,
  selectors: { '&[open]': { '@starting-style': { opacity: 0, transform: 'translateY(0.75rem) scale(0.98)' } } },
  '@media': { [media.print]: { display: 'none' }, [media.reducedMotion]: { transition: 'none' } },
})
globalStyle(`${dialog}::backdrop`, { background: vars.color.scrim })

// The page under the open dialog does not scroll: a swipe on it would move the page, not the picture.
globalStyle(`html:has(${dialog}[open])`, { overflow: 'hidden' })

export const figure = style({ margin: 0 })

export const image = style({ display: 'block', width: '100%', height: 'auto', aspectRatio: '3 / 2' })

export const caption = style({ padding: `${vars.space.md} ${vars.space.lg} ${vars.space.lg}` })

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.snug })

export const marks = style({ margin: 0, marginBlockStart: vars.space.xs, fontSize: vars.fontSize.sm, color: vars.color.inkMuted })

export const close = style([
  iconButton({ tone: 'overArt' }),
  { position: 'absolute', insetBlockStart: vars.space.sm, insetInlineEnd: vars.space.sm },
])
