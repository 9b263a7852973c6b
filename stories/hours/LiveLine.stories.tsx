import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { LiveLine } from '../../src/components/hours/LiveLine/LiveLine'
import type { HoursException, OpeningPeriod } from '../../src/content/openingHours'
import type { WeeklyEvent } from '../../src/content/whatsOn'
import { tokens } from '../../src/design/tokens'
import { rigaDateTime } from '../../src/hours/calendar'
import { holidaysFrom, scheduleFrom } from '../../src/hours/contentSchedule'
import type { LiveLineFacts } from '../../src/hours/liveLine'

/**
 * The live line in its states, in the language and theme of the toolbar: as the header's top bar
 * shows it (on the night blue), and as the home's first screen and the visit page show it. Each at a
 * moment in Riga, with the specification's week and evenings and December's holidays given here (not
 * the owner's facts).
 */
const meta = { title: 'Hours/LiveLine', component: LiveLine, tags: ['autodocs'] } satisfies Meta<typeof LiveLine>

export default meta
type Story = StoryObj<typeof meta>

const week: readonly OpeningPeriod[] = [
  { days: ['tue', 'wed', 'thu'], opens: '17:00', closes: '23:00' },
  { days: ['fri', 'sat'], opens: '17:00', closes: '02:00' },
]
const weekly: readonly WeeklyEvent[] = [
  { id: 'happy-hour', kind: 'happyHour', days: ['fri'], starts: '17:00', ends: '19:00' },
  { id: 'karaoke', kind: 'karaoke', days: ['thu'], starts: '21:00' },
]
const december: readonly HoursException[] = [
  { from: '2026-12-24', to: '2026-12-26', closed: true, reason: 'publicHoliday' },
  { date: '2026-12-31', opens: '17:00', closes: '03:00', reason: 'holidayHours' },
  { date: '2027-01-01', closed: true, reason: 'publicHoliday' },
]

/** The facts of a page built on the day of `wall`, and the moment. */
function at(wall: string, exceptions: readonly HoursException[] = december): { now: Date; facts: LiveLineFacts } {
  const today = wall.slice(0, 10)
  return { now: new Date(rigaDateTime(wall)), facts: { schedule: scheduleFrom(today, week, exceptions), weekly, dated: [], holidays: holidaysFrom(today, week, exceptions) } }
}

function BothPlaces({ moment }: { moment: ReturnType<typeof at> }) {
  return (
    <div style={{ display: 'grid', gap: 24, maxWidth: 760 }}>
      <div style={{ padding: 12, background: tokens.color.night }}>
        <LiveLine size="compact" at={moment} />
      </div>
      <div style={{ maxWidth: 340 }}>
        <LiveLine at={moment} />
      </div>
    </div>
  )
}

const story = (wall: string, tone: string, exceptions?: readonly HoursException[]): Story => ({
  args: {},
  render: () => <BothPlaces moment={at(wall, exceptions)} />,
  play: async ({ canvasElement }) => {
    const places = canvasElement.querySelectorAll(`[data-opening-status="${tone}"]`)
    await expect(places).toHaveLength(2)
    for (const place of places) await expect(place.textContent).not.toBe('')
  },
})

/** Friday 20 November, 19:30: open, nothing on. */
export const Ordinary = story('2026-11-20T19:30', 'open')
/** Thursday 19 November, 22:30: the last hour, karaoke under way. */
export const ClosingSoon = story('2026-11-19T22:30', 'closingSoon')
/** Thursday 19 November, 19:30: karaoke tonight. */
export const Tonight = story('2026-11-19T19:30', 'open')
/** Wednesday 23 December, 19:00: tomorrow is Christmas Eve, closed. */
export const TomorrowClosed = story('2026-12-23T19:00', 'open')
/** Christmas Eve, 19:00: closed for the holiday, with the day it opens again. */
export const ClosedHoliday = story('2026-12-24T19:00', 'closed')
/** Wednesday 30 December, 19:00: tomorrow's holiday hours. */
export const HolidayHours = story('2026-12-30T19:00', 'open')
/** Christmas Eve with no exception entered: the hours are not stated as certain. */
export const UndecidedHoliday = story('2026-12-24T19:00', 'undecided', [])
