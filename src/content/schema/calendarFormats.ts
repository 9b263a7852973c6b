// How the owner's data files write days and times, which the schema checks and src/hours/calendar.ts
// counts with: Riga's wall-clock dates "YYYY-MM-DD" and times "HH:MM", no time zone.

export const dayMs = 24 * 60 * 60_000

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/

/** Days since 1970-01-01 of a date "YYYY-MM-DD"; NaN when it is not a real date ("2026-02-30"). */
export function dayNumber(date: string): number {
  const match = isoDate.exec(date)
  if (!match) return Number.NaN
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const time = Date.UTC(year, month - 1, day)
  const back = new Date(time)
  return back.getUTCFullYear() === year && back.getUTCMonth() === month - 1 && back.getUTCDate() === day ? time / dayMs : Number.NaN
}

/** Whether a text is a 24-hour time "HH:MM" (00:00 … 23:59). */
export const isTime = (time: string): boolean => /^([01]\d|2[0-3]):[0-5]\d$/.test(time)
