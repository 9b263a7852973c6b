import { recipe } from '@vanilla-extract/recipes'
import { vars } from '../../../design/theme.css'

/**
 * The week's hours in one of two looks: a `timetable` (the visit page: days left, hours right, one
 * dotted line each, like a printed timetable) or `columns` (the home strip, the footer, the
 * invitation at the end of a story: days in one column, times in the next, lined up across rows).
 */
export const list = recipe({
  base: { margin: 0, fontVariantNumeric: 'tabular-nums' },
  variants: {
    look: {
      timetable: { display: 'grid', justifySelf: 'stretch', gap: vars.space.xxs },
      // A line never breaks inside: a day or a time split in two would be misread.
      columns: { display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: vars.space.md, whiteSpace: 'nowrap' },
    },
  },
})

export const row = recipe({
  variants: {
    look: {
      timetable: {
        display: 'flex',
        justifyContent: 'space-between',
        gap: vars.space.md,
        paddingBlock: vars.space.xxs,
        borderBottom: `1px dashed ${vars.color.line}`,
      },
      columns: { display: 'contents' },
    },
  },
})

export const hours = recipe({
  base: { margin: 0 },
  variants: {
    look: { timetable: { fontWeight: vars.fontWeight.medium }, columns: {} },
  },
})

/** A closed day reads quieter than the open ones, on a light ground or a night-blue one. */
export const closed = recipe({
  base: { margin: 0 },
  variants: {
    tone: { day: { color: vars.color.inkMuted }, night: { color: vars.color.onNightMuted } },
  },
})
