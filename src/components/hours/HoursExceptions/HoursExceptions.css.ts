import { style } from '@vanilla-extract/css'
import { recipe } from '@vanilla-extract/recipes'
import { vars } from '../../../design/theme.css'
import { media } from '../../../design/media'

// `hidden` must win over the display the lists give their rows (the page's script sets it, ../../../hours/datedParts.ts).
export const group = style({
  display: 'grid',
  // As wide as the week's hours above it, in a column that starts its items.
  justifySelf: 'stretch',
  gap: vars.space.xxs,
  marginTop: vars.space.sm,
  selectors: { '&[hidden]': { display: 'none' } },
})

// A date stays whole ("21 нояб."): its hours and reason take the rest of the line.
export const entry = style({ selectors: { '&[hidden]': { display: 'none' } } })

export const date = style({ whiteSpace: 'nowrap' })

export const heading = recipe({
  base: { margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium },
  variants: {
    tone: { day: { color: vars.color.ink }, night: { color: vars.color.onNight } },
  },
})

/** Why the day differs, under its hours: quieter, and free to wrap in a narrow column. */
export const reason = recipe({
  // On paper, after the hours on their line, so five days keep the visit page on one sheet.
  base: { display: 'block', fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.regular, whiteSpace: 'normal', '@media': { [media.print]: { display: 'inline', marginInlineStart: vars.space.xs } } },
  variants: {
    tone: { day: { color: vars.color.inkMuted }, night: { color: vars.color.onNightMuted } },
  },
})

/** In the timetable, the reason sits under the hours, at their edge. */
export const timetableHours = style({ textAlign: 'end' })
