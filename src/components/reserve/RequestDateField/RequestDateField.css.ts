import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../../design/theme.css'
import { iconButton } from '../../../design/recipes.css'

export const group = style({ gap: vars.space.xs, paddingInlineEnd: 0 })

// The segments' row: the box around it shows the focus ring, the segment typed into its fill.
export const input = style({ display: 'flex', flex: 1, minWidth: 0, fontVariantNumeric: 'tabular-nums', selectors: { '&[data-focus-visible]': { outline: 'none' } } })

export const segment = style({
  paddingInline: '0.0625rem',
  borderRadius: vars.radius.sm,
  selectors: {
    '&[data-placeholder]': { color: vars.color.inkMuted },
    '&[data-type="literal"]': { paddingInline: 0 },
    // The segment being typed into: marked by its colours, as a selection is.
    '&[data-focused]': { background: vars.color.marker, color: vars.color.onMarker, outline: 'none' },
  },
})

export const calendarButton = style([iconButton({ tone: 'plain' }), { flexShrink: 0, borderRadius: vars.radius.sm }])

// As wide as the field it hangs from (react-aria's --trigger-width), the month spread across it.
export const popover = style({
  width: 'var(--trigger-width)',
  maxWidth: `calc(100vw - 2 * ${vars.space.sm})`,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.ink,
  boxShadow: vars.shadow.lg,
})

export const dialog = style({ padding: vars.space.sm, outline: 'none' })

export const calendar = style({ width: '100%' })

export const header = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.xs, marginBlockEnd: vars.space.xs })

export const heading = style({ margin: 0, fontFamily: vars.font.body, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.medium, textAlign: 'center' })

export const pageButton = style([iconButton({ tone: 'plain' }), { selectors: { '&[data-disabled]': { opacity: 0.4, cursor: 'default' } } }])

export const grid = style({ width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' })

// The weekday letters over the columns.
globalStyle(`${grid} th`, { paddingBlockEnd: vars.space.xxs, fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.medium, color: vars.color.inkMuted })

/**
 * A day: a round target. A holiday or a day of special hours (data-marked) has a dot under its
 * number, struck through or not, so it is told from a day closed every week. Chosen, it is filled with the brand's red (ringed in it if it has no table); today (in Riga) has a ring; a day without a
 * table is struck through in the muted ink (it stays readable, it only cannot be chosen); a day out
 * of reach (before today, past the last day) fades.
 */
export const cell = style({
  display: 'grid',
  placeItems: 'center',
  width: '2.5rem',
  height: '2.5rem',
  margin: '0.0625rem auto',
  position: 'relative',
  borderRadius: vars.radius.pill,
  cursor: 'pointer',
  selectors: {
    '&[data-marked]::after': {
      content: '""',
      position: 'absolute',
      insetBlockEnd: '0.3rem',
      insetInlineStart: 'calc(50% - 0.125rem)',
      width: '0.25rem',
      height: '0.25rem',
      borderRadius: vars.radius.pill,
      background: 'currentColor',
    },
    '&[data-hovered]': { background: vars.color.surfaceSunken },
    '&[data-riga-today]': { boxShadow: `inset 0 0 0 1px ${vars.color.inkMuted}` },
    '&[data-selected]': { background: vars.color.brand, color: vars.color.onBrand, fontWeight: vars.fontWeight.medium },
    '&[data-unavailable]': { color: vars.color.inkMuted, textDecoration: 'line-through', cursor: 'default' },
    // A day typed in that has no table: ringed in the red of the field's error, its number still readable.
    '&[data-selected][data-unavailable]': { background: 'transparent', boxShadow: `inset 0 0 0 2px ${vars.color.brand}`, color: vars.color.ink, fontWeight: vars.fontWeight.regular },
    '&[data-disabled]': { opacity: 0.4, cursor: 'default' },
    '&[data-outside-month]': { display: 'none' },
  },
})

/** What a crossed-out day means, or why the one pointed at has no table: two lines kept, so the calendar does not jump. */
export const reason = style({
  minHeight: `calc(2 * ${vars.lineHeight.snug} * ${vars.fontSize.sm})`,
  marginBlockStart: vars.space.xs,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.inkMuted,
})

/** Why the panel opened on another day than today: its own line under the date in words. */
export const whyNotToday = style({ display: 'block' })
