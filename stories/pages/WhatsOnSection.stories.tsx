import type { Meta, StoryObj } from '@storybook/react-vite'
import { useLayoutEffect, useRef, type ReactNode } from 'react'
import { expect } from 'storybook/test'
import { WhatsOnSection } from '../../src/components/home/WhatsOnSection/WhatsOnSection'
import type { HoursException, OpeningPeriod } from '../../src/content/openingHours'
import type { DatedEvent, WeeklyEvent } from '../../src/content/whatsOn'
import { rigaToday } from '../../src/hours/calendar'
import { rigaMoment, showDatedParts } from '../../src/hours/datedParts'
import { scheduleFrom } from '../../src/hours/contentSchedule'
import { pinned } from '../../.storybook/modes'

/**
 * The home page's "Evenings at Amigo": a card for each evening of the week, marked "Tonight" on its
 * evening by the page's script, and the single evenings of the coming fortnight. Nothing when no
 * evening is announced.
 */
const meta = { title: 'Pages/Home/WhatsOnSection', tags: ['autodocs'] } satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

const week: readonly OpeningPeriod[] = [
  { days: ['tue', 'wed', 'thu'], opens: '17:00', closes: '23:00' },
  { days: ['fri', 'sat'], opens: '17:00', closes: '02:00' },
]
const exceptions: readonly HoursException[] = [
  { from: '2026-12-24', to: '2026-12-26', closed: true, reason: 'publicHoliday' },
  { date: '2026-12-31', opens: '18:00', closes: '03:00', reason: 'holidayHours' },
  { date: '2027-01-01', closed: true, reason: 'publicHoliday' },
]
const weekly: readonly WeeklyEvent[] = [
  { id: 'happy-hour', kind: 'happyHour', days: ['tue', 'wed', 'thu', 'fri', 'sat'], starts: '17:00', ends: '19:00' },
  { id: 'karaoke', kind: 'karaoke', days: ['thu'], starts: '21:00' },
  { id: 'live-music', kind: 'liveMusic', days: ['fri'], starts: '21:00', ends: '00:00' },
]
const dated: readonly DatedEvent[] = [{ date: '2026-12-19', kind: 'match', starts: '19:00', ends: '22:00' }]

/** Renders its parts as the page's script leaves them at `now`. */
function DatedAt({ now, children }: { now: Date; children: ReactNode }) {
  const root = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    if (root.current) showDatedParts(root.current, rigaMoment(now))
  })
  return <div ref={root}>{children}</div>
}

/** The home page's "Evenings at Amigo" on a karaoke Thursday, with a match coming up. */
export const HomeEveningsKaraokeTonight: Story = {
  render: () => {
    const now = new Date('2026-12-17T12:00:00+02:00')
    return (
      <DatedAt now={now}>
        <WhatsOnSection today={rigaToday(now)} schedule={scheduleFrom(rigaToday(now), week, exceptions)} weekly={weekly} dated={dated} />
      </DatedAt>
    )
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('article')).toHaveLength(weekly.length)
    // Thursday: the happy hour and karaoke are tonight's.
    await expect(canvasElement.querySelectorAll('article [data-tonight]:not([hidden])')).toHaveLength(2)
    // One single evening coming (the cards' own dated parts, their calendar links, aside).
    await expect(canvasElement.querySelectorAll(':not(article *)[data-shown-until]:not([hidden])')).toHaveLength(1)
  },
}

/** The same section on a phone, on a Monday: no evening tonight. */
export const HomeEveningsNothingOn: Story = {
  ...pinned({ viewport: 'phone' }),
  render: () => {
    const now = new Date('2026-12-21T12:00:00+02:00')
    return (
      <DatedAt now={now}>
        <WhatsOnSection today={rigaToday(now)} schedule={scheduleFrom(rigaToday(now), week, exceptions)} weekly={weekly} dated={dated} />
      </DatedAt>
    )
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-tonight]:not([hidden])')).toHaveLength(0)
  },
}
