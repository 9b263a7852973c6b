import type { Meta, StoryObj } from '@storybook/react-vite'
import { useLayoutEffect, useRef, type ReactNode } from 'react'
import { i18n } from '@lingui/core'
import { t } from '@lingui/core/macro'
import { expect } from 'storybook/test'
import { ContactFact } from '../../src/components/visit/ContactFact/ContactFact'
import { HoursExceptions } from '../../src/components/hours/HoursExceptions/HoursExceptions'
import { OpeningHoursList } from '../../src/components/hours/OpeningHoursList/OpeningHoursList'
import { OpeningStatusBadge } from '../../src/components/hours/OpeningStatusBadge/OpeningStatusBadge'
import { TonightAtAmigo } from '../../src/components/hours/TonightAtAmigo/TonightAtAmigo'
import { WhatsOnList } from '../../src/components/hours/WhatsOnList/WhatsOnList'
import type { HoursException, OpeningPeriod } from '../../src/content/openingHours'
import type { DatedEvent, WeeklyEvent } from '../../src/content/whatsOn'
import { vars } from '../../src/design/theme.css'
import { rigaToday } from '../../src/hours/calendar'
import { rigaMoment, showDatedParts } from '../../src/hours/datedParts'
import { openingStatus } from '../../src/hours/openingStatus'
import { scheduleFrom } from '../../src/hours/contentSchedule'
import { whatsOnHeading } from '../../src/hours/whatsOnTexts'
import { pinned } from '../../.storybook/modes'

/**
 * What is on, as the visit page lists it: every week's evenings by their days ("Thu  Karaoke / from
 * 21:00"), then the single evenings announced, by date, each gone the day after (the page's script).
 */
const meta = { title: 'Hours/WhatsOnList', tags: ['autodocs'] } satisfies Meta

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

/** The visit page's hours and what is on, at a moment (the home page's strip shows the same parts). */
function HoursAt({ now }: { now: Date }) {
  const today = rigaToday(now)
  const schedule = scheduleFrom(today, week, exceptions)
  return (
    <DatedAt now={now}>
      <div style={{ display: 'grid', gap: 24, maxWidth: 380, padding: 24 }}>
        <ContactFact icon="clock" title={t({ message: 'Opening hours' })}>
          <OpeningStatusBadge now={now} schedule={schedule} />
          <TonightAtAmigo today={today} schedule={schedule} weekly={weekly} dated={dated} />
          <OpeningHoursList hours={week} />
          {/* As the home page's strip has them: the next 14 days. */}
          <div data-story-part="exceptions" style={{ display: 'contents' }}>
            <HoursExceptions today={today} exceptions={exceptions} holidays={[]} />
          </div>
        </ContactFact>
        <ContactFact icon="music" title={i18n._(whatsOnHeading)}>
          <WhatsOnList today={today} schedule={schedule} weekly={weekly} dated={dated} />
        </ContactFact>
        <div style={{ padding: 16, background: vars.color.night }}>
          <OpeningStatusBadge now={now} schedule={schedule} size="compact" />
        </div>
      </div>
    </DatedAt>
  )
}

/** A story of the hours at a moment: what its play expects of the status, of tonight and of the coming exceptions. */
const hoursStory = (instant: string, expected: { status: 'open' | 'closed'; tonight: number; exceptions: number }): Story => {
  const now = new Date(instant)
  return {
    ...pinned({ viewport: 'phone' }),
    render: () => <HoursAt now={now} />,
    play: async ({ canvasElement }) => {
      await expect(openingStatus(now, scheduleFrom(rigaToday(now), week, exceptions)).state).toBe(expected.status)
      for (const badge of canvasElement.querySelectorAll('[data-opening-status]')) await expect(badge.getAttribute('data-opening-status')).toMatch(expected.status === 'open' ? /^(open|closingSoon)$/ : /^closed$/)
      await expect(canvasElement.querySelectorAll('[data-tonight]:not([hidden])')).toHaveLength(expected.tonight)
      await expect(canvasElement.querySelectorAll('[data-story-part="exceptions"] [data-shown-until]:not([hidden])')).toHaveLength(expected.exceptions)
    },
  }
}

/** A Monday: closed as every week, nothing on; the week's evenings still listed. */
export const NothingOn = hoursStory('2026-12-07T12:00:00+02:00', { status: 'closed', tonight: 0, exceptions: 0 })
