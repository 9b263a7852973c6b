import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../../design/theme.css'
import { media } from '../../../design/media'
import { iconButton } from '../../../design/recipes.css'

export const region = style({
  position: 'fixed',
  insetBlockEnd: vars.space.md,
  insetInlineEnd: vars.space.md,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.xs,
  maxWidth: `calc(100vw - 2 * ${vars.space.md})`,
  outline: 'none',
  '@media': { [media.print]: { display: 'none' } },
})

// A card of its own colour with an edge, seen over the cream page, the brown one and the night-blue
// footer alike; compact, so that it fits the lane the footer keeps clear for it (SiteFooter.css.ts).
export const toast = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  width: vars.size.toast,
  maxWidth: '100%',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.toastEdge}`,
  borderRadius: vars.radius.md,
  background: vars.color.toast,
  color: vars.color.onToast,
  lineHeight: vars.lineHeight.snug,
  boxShadow: vars.shadow.lg,
  // Its ring inside its edge, on its own colour, whatever it floats over.
  selectors: { '&[data-focus-visible]': { outlineOffset: `calc(-2 * ${vars.size.focusRing})` } },
})

export const content = style({ flex: 1, display: 'flex', flexDirection: 'column', gap: vars.space.xxs })

export const title = style({ fontWeight: vars.fontWeight.medium })

// Pulled into the toast's padding so the icon lines up with the title.
export const close = style([iconButton({ tone: 'plain' }), { margin: `calc(-1 * ${vars.space.xs})` }])

// While a notification shows, the keyboard's focus is scrolled clear of it, never under it.
globalStyle(`html:has(${toast})`, { scrollPaddingBottom: vars.size.toastLane })
