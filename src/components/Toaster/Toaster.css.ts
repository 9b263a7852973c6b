import { style } from '@vanilla-extract/css'
import { vars } from '../../design/theme.css'

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
})

export const toast = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  width: '22rem',
  maxWidth: '100%',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.toast,
  color: vars.color.onNight,
  boxShadow: vars.shadow.lg,
  selectors: {
    '&[data-focus-visible]': { outlineColor: vars.color.focusOnDark },
  },
})

export const content = style({ flex: 1, display: 'flex', flexDirection: 'column', gap: vars.space.xxs })

export const title = style({ fontWeight: vars.fontWeight.medium })

export const close = style({
  display: 'grid',
  placeItems: 'center',
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  margin: `calc(-1 * ${vars.space.xs})`,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.onNight,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.nightRaised },
    '&[data-focus-visible]': { outlineColor: vars.color.focusOnDark },
  },
})
