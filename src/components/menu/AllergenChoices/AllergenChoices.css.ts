import { globalStyle, style } from '@vanilla-extract/css'
import { focusRing } from '../../../design/focusRing.css'
import { vars } from '../../../design/theme.css'
import { media } from '../../../design/media'

export const disclosure = style({ flexBasis: '100%' })

export const summary = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  listStyle: 'none',
  minHeight: vars.size.touchTarget,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
})

globalStyle(`${summary}::-webkit-details-marker`, { display: 'none' })

export const chosenCount = style({ whiteSpace: 'pre' })

export const chevron = style({ transition: `transform ${vars.motion.fast}`, selectors: { [`${disclosure}[open] &`]: { transform: 'rotate(180deg)' } } })

export const group = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, 1fr)' }, [media.desktop]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
  columnGap: vars.space.md,
  paddingBlockEnd: vars.space.sm,
})

export const label = style({ gridColumn: '1 / -1', fontSize: vars.fontSize.sm, color: vars.color.inkMuted })

export const choice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touchTarget,
  cursor: 'pointer',
})

const checked = `${choice}:has(input:checked) &`

// Its mark by the box's own state, not React's: a tap before the island wakes shows at once.
export const box = style({
  flexShrink: 0,
  width: vars.size.switchThumb,
  height: vars.size.switchThumb,
  border: `2px solid ${vars.color.inkMuted}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  selectors: {
    [checked]: { background: vars.color.brand, borderColor: vars.color.brand, boxShadow: `inset 0 0 0 2px ${vars.color.surface}` },
    [`${choice}[data-focus-visible] &`]: focusRing,
  },
})

export const number = style({ minWidth: vars.space.lg, fontVariantNumeric: 'tabular-nums', fontWeight: vars.fontWeight.bold, color: vars.color.inkMuted })
