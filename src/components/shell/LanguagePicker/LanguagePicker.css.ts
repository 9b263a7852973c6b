import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../../design/theme.css'

export const picker = style({ display: 'inline-flex' })

const triggerBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  border: '1px solid',
  background: 'transparent',
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
})

export const trigger = styleVariants({
  onNight: [
    triggerBase,
    {
      color: vars.color.onNight,
      borderColor: vars.color.onNightMuted,
      selectors: {
        '&[data-hovered]': { background: vars.color.nightRaised },
        '&[data-focus-visible]': { outlineColor: vars.color.focusOnDark },
      },
    },
  ],
  onLight: [
    triggerBase,
    {
      color: vars.color.ink,
      borderColor: vars.color.line,
      selectors: { '&[data-hovered]': { background: vars.color.surfaceSunken } },
    },
  ],
})

export const value = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs })

export const popover = style({
  minWidth: '12rem',
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  border: `1px solid ${vars.color.line}`,
  overflow: 'auto',
})

export const list = style({ padding: vars.space.xxs, outline: 'none' })

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  color: vars.color.ink,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.surfaceSunken },
    '&[data-selected]': { fontWeight: vars.fontWeight.medium },
    '&[data-focus-visible]': { outline: `${vars.size.focusRing} solid ${vars.color.focus}`, outlineOffset: '-3px' },
  },
})

export const check = style({ marginInlineStart: 'auto', color: vars.color.brand })
