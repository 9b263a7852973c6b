import { style } from '@vanilla-extract/css'
import { vars } from '../../../design/theme.css'
import { iconButton } from '../../../design/recipes.css'
import { box } from '../requestField.css'

// − [ 2 ] +: the number in a box of its own, which shows the field's focus ring and its error, and a
// round stepper either side. The group around them draws nothing: one ring, never two.
export const group = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  width: 'fit-content',
  selectors: { '&[data-focus-visible]': { outline: 'none' } },
})

export const step = style([
  iconButton({ tone: 'plain' }),
  {
    flexShrink: 0,
    border: `1px solid ${vars.color.inkMuted}`,
    selectors: { '&[data-disabled]': { opacity: 0.4, cursor: 'default' } },
  },
])

export const input = style([
  box,
  {
    width: '4.5rem',
    paddingInline: vars.space.xs,
    textAlign: 'center',
    fontVariantNumeric: 'tabular-nums',
  },
])
