import { globalStyle, style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../../design/theme.css'
import { media } from '../../../design/media'
import { visuallyHiddenRules } from '../../../design/recipes.css'

export const picker = style({ position: 'relative', display: 'inline-flex' })

const triggerBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  border: '1px solid',
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  listStyle: 'none',
  userSelect: 'none',
  selectors: { '&::-webkit-details-marker': { display: 'none' } },
})

export const trigger = styleVariants({
  onNight: [
    triggerBase,
    {
      color: vars.color.onNight,
      borderColor: vars.color.onNightMuted,
      selectors: {
        '&:hover': { background: vars.color.nightRaised },
        '&:focus-visible': { outlineColor: vars.color.focusOnDark },
      },
    },
  ],
  onLight: [
    triggerBase,
    {
      color: vars.color.ink,
      borderColor: vars.color.line,
      selectors: { '&:hover': { background: vars.color.surfaceSunken } },
    },
  ],
})

// On phones the closed pill says the language by its flag and code ("LV"), so that it weighs less
// than the logo beside it; screen readers still hear its name. The open list names each in full.
export const name = style({ '@media': { [media.belowTablet]: visuallyHiddenRules } })
export const code = style({ display: 'none', fontWeight: vars.fontWeight.medium, letterSpacing: '0.04em', '@media': { [media.belowTablet]: { display: 'inline' } } })

export const chevron = style({ transition: `transform ${vars.motion.fast}` })
globalStyle(`${picker}[open] ${chevron}`, { transform: 'rotate(180deg)' })

export const list = style({
  position: 'absolute',
  insetInlineEnd: 0,
  insetBlockStart: `calc(100% + ${vars.space.xs})`,
  zIndex: vars.zIndex.overlay,
  minWidth: vars.size.languageList,
  margin: 0,
  padding: vars.space.xxs,
  listStyle: 'none',
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  border: `1px solid ${vars.color.line}`,
})

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  color: vars.color.ink,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&[aria-current]': { fontWeight: vars.fontWeight.medium },
    '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.focus}`, outlineOffset: '-3px' },
  },
})

export const check = style({ marginInlineStart: 'auto', color: vars.color.brand })
