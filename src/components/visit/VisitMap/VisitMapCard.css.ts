import { style } from '@vanilla-extract/css'
import { vars } from '../../../design/theme.css'

/** The restaurant's card: in the placeholder, and as the map's popup (with a pointer to the marker). */
export const card = style({
  position: 'relative',
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space.xxs,
  width: 'max-content',
  maxWidth: vars.size.mapPopup,
  padding: `${vars.space.sm} ${vars.space.md} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.ink,
  boxShadow: vars.shadow.md,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
  cursor: 'auto',
  selectors: {
    '&[data-popup]::after': {
      content: '',
      position: 'absolute',
      insetBlockStart: '100%',
      insetInlineStart: '50%',
      transform: 'translateX(-50%)',
      border: `${vars.space.xs} solid transparent`,
      borderTopColor: vars.color.surface,
    },
    '&[data-popup]': { paddingInlineEnd: `calc(${vars.size.compactTarget} + ${vars.space.xs})` },
  },
})

export const name = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.heavy,
  lineHeight: vars.lineHeight.tight,
})

export const address = style({ fontStyle: 'normal', color: vars.color.inkMuted, marginBlockEnd: vars.space.xs })

export const close = style({
  position: 'absolute',
  insetBlockStart: vars.space.xxs,
  insetInlineEnd: vars.space.xxs,
  display: 'grid',
  placeItems: 'center',
  width: vars.size.compactTarget,
  height: vars.size.compactTarget,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.inkMuted,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceSunken, color: vars.color.ink } },
})
