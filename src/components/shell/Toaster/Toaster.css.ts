import { style } from '@vanilla-extract/css'
import { vars } from '../../../design/theme.css'
import { media } from '../../../design/media'
import { iconButtonOnNight } from '../../../design/recipes.css'

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

// Pulled into the toast's padding so the icon lines up with the title.
export const close = style([iconButtonOnNight, { margin: `calc(-1 * ${vars.space.xs})` }])
