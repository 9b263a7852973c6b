import { style } from '@vanilla-extract/css'
import { vars } from '../../design/theme.css'

// The parts every field of the table request shares: a label over the control, a line of help or
// of what is wrong under it. A field's box is drawn in the muted ink, which keeps 3:1 and more
// against the panel in both themes (a control's edge needs it; the hairline colour has 1.4:1).

// The field around a control never draws a ring (react-aria marks a date picker's focus on it too):
// the control's box does, once.
export const field = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0, selectors: { '&[data-focus-visible]': { outline: 'none' } } })

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, color: vars.color.ink })

/** "(optional)" after a label: quieter than the label itself. */
export const optional = style({ fontWeight: vars.fontWeight.regular, color: vars.color.inkMuted })

export const description = style({ fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.snug, color: vars.color.inkMuted })

export const error = style({ fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.snug, fontWeight: vars.fontWeight.medium, color: vars.color.brand })

/** The box of a control that takes text: the date's segments, the party size, the name and the note. */
export const box = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  minWidth: 0,
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.inkMuted}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.ink,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  selectors: {
    '&[data-invalid], [data-invalid] > &, [data-invalid] > * > &': { borderColor: vars.color.brand, boxShadow: `inset 0 0 0 1px ${vars.color.brand}` },
    '&[data-disabled]': { opacity: 0.6 },
  },
})

/** A text input inside its field: the box is its own. */
export const input = style([box, { width: '100%' }])

/**
 * A note: a box of three lines, which the guest may draw taller by its corner. (CSS could size it to
 * its text, `field-sizing`, but not in every engine we test, and the HTML checker knows it not.)
 */
export const textArea = style([
  box,
  {
    width: '100%',
    paddingBlock: vars.space.xs,
    lineHeight: vars.lineHeight.snug,
    resize: 'vertical',
  },
])
