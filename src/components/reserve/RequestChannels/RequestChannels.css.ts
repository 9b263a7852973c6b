import { globalStyle, style } from '@vanilla-extract/css'
import { media } from '../../../design/media'
import { vars } from '../../../design/theme.css'

// Closer on a desktop, where the whole request is to fit a 1280 × 800 screen.
export const channels = style({ display: 'grid', gap: vars.space.sm, '@media': { [media.desktop]: { gap: vars.space.xs } } })

export const heading = style({ fontSize: vars.fontSize.lg })

// Stacked at full width, as the visit page's ways to reach us: big targets, no ragged row. A written
// way not ready yet is faded, as a disabled control, but still answers a tap by saying what is missing.
export const actions = style({ display: 'grid', gap: vars.space.xs })

// On a desktop the written ways two by two: the whole request fits a 1280 × 800 screen.
export const writtenActions = style([actions, { '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } }])
globalStyle(`:is(${actions}, ${writtenActions}) > a[aria-disabled="true"]`, { opacity: 0.55 })

// The place of the message before it can be written: the quote's box, dashed, saying what is missing.
export const notReady = style({
  margin: 0,
  padding: vars.space.sm,
  border: `1px dashed ${vars.color.inkMuted}`,
  borderRadius: vars.radius.sm,
  color: vars.color.inkMuted,
  lineHeight: vars.lineHeight.snug,
})

export const note = style({ gridColumn: '1 / -1', margin: 0, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.snug, color: vars.color.inkMuted, selectors: { '&:empty': { display: 'none' } } })
