import { globalStyle, style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../../design/theme.css'
import { media } from '../../../design/media'

export const picker = style({ display: 'inline-flex' })

// The open list hangs from its button, whichever engine draws it: CSS anchor positioning.
const anchor = '--language-picker'

const triggerBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  border: '1px solid',
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  background: 'none',
  cursor: 'pointer',
  userSelect: 'none',
  anchorName: anchor,
  '@media': { [media.belowSmallPhone]: { paddingInline: vars.space.xs } },
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

// On a 320 px phone the header has no room for the arrow: the flag and the name still say what it is.
export const chevron = style({ transition: `transform ${vars.motion.fast}`, '@media': { [media.belowSmallPhone]: { display: 'none' } } })
globalStyle(`${picker}:has(:popover-open) ${chevron}`, { transform: 'rotate(180deg)' })

export const list = style({
  positionAnchor: anchor,
  positionArea: 'block-end span-inline-start',
  positionTryFallbacks: 'flip-block',
  minWidth: vars.size.languageList,
  margin: 0,
  marginBlockStart: vars.space.xs,
  color: vars.color.ink,
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
