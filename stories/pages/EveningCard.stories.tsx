import type { Meta, StoryObj } from '@storybook/react-vite'
import { useLayoutEffect, useRef, type ReactNode } from 'react'
import { expect } from 'storybook/test'
import { EveningCard } from '../../src/components/home/EveningCard/EveningCard'
import type { HoursException, OpeningPeriod } from '../../src/content/openingHours'
import { pictures } from '../../src/content/pictures'
import { weeklyEvents, type WeeklyEvent } from '../../src/content/whatsOn'
import { rigaToday } from '../../src/hours/calendar'
import { rigaMoment, showDatedParts } from '../../src/hours/datedParts'
import { scheduleFrom } from '../../src/hours/contentSchedule'
import { formatDayMonth } from '../../src/i18n/formatDate'
import { pinned } from '../../.storybook/modes'
import { languageOf } from '../languageOf'

/**
 * An evening's card on the home page, in its states through a December fortnight: an ordinary week,
 * its evening tonight, cancelled by the Christmas closure, with the owner's photograph, and the
 * owner's sample evenings as the site ships them. Each at its own moment in Riga, with the
 * specification's week; the language and theme follow the toolbar.
 */
const meta = { title: 'Pages/Home/EveningCard', tags: ['autodocs'] } satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

const week: readonly OpeningPeriod[] = [
  { days: ['tue', 'wed', 'thu'], opens: '17:00', closes: '23:00' },
  { days: ['fri', 'sat'], opens: '17:00', closes: '02:00' },
]
const exceptions: readonly HoursException[] = [{ from: '2026-12-24', to: '2026-12-26', closed: true, reason: 'publicHoliday' }]

const karaoke: WeeklyEvent = {
  id: 'karaoke',
  kind: 'karaoke',
  days: ['thu'],
  starts: '21:00',
  description: 'Marta hosts, with songs in Spanish, English, Latvian and Russian. Two margaritas for the price of one until 22:00.',
}
const liveMusic: WeeklyEvent = {
  id: 'live-music',
  kind: 'liveMusic',
  days: ['fri'],
  starts: '21:00',
  ends: '00:00',
  description: 'Trío Sol de Riga plays son, cumbia and boleros by the bar.',
}
const happyHour: WeeklyEvent = { id: 'happy-hour', kind: 'happyHour', days: ['tue', 'wed', 'thu', 'fri', 'sat'], starts: '17:00', ends: '19:00' }

/** The cards as the page's script leaves them at `instant`, two abreast as on a desktop, one on a phone. */
function CardsAt({ instant, events, photo }: { instant: string; events: readonly WeeklyEvent[]; photo?: boolean }): ReactNode {
  const now = new Date(instant)
  const today = rigaToday(now)
  const root = useRef<HTMLUListElement>(null)
  useLayoutEffect(() => {
    if (root.current) showDatedParts(root.current, rigaMoment(now))
  })
  return (
    <ul ref={root} style={{ listStyle: 'none', margin: 0, padding: 16, display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(17rem, 1fr))', maxWidth: 1100 }}>
      {events.map((event) => (
        <li key={event.id}>
          <EveningCard event={event} today={today} schedule={scheduleFrom(today, week, exceptions)} photo={photo ? pictures.interior : undefined} />
        </li>
      ))}
    </ul>
  )
}

const shown = (canvas: HTMLElement, selector: string) => canvas.querySelectorAll(`${selector}:not([hidden])`)

/** A Monday: the karaoke's description, its times, "book this evening" and its Thursday's calendar file. */
export const Ordinary: Story = {
  ...pinned({ viewport: 'phone' }),
  render: () => <CardsAt instant="2026-12-07T12:00:00+02:00" events={[karaoke]} />,
  play: async ({ canvasElement }) => {
    await expect(shown(canvasElement, '[data-tonight]')).toHaveLength(0)
    await expect(canvasElement.querySelector('a[href$=".ics"]:not([hidden])')?.getAttribute('href')).toMatch(/\/calendar\/karaoke-2026-12-10\.ics$/)
    await expect(shown(canvasElement, 'article li')).toHaveLength(0)
  },
}

/** A Thursday at noon: the happy hour and the karaoke are tonight's. */
export const Tonight: Story = {
  render: () => <CardsAt instant="2026-12-10T12:00:00+02:00" events={[happyHour, karaoke]} />,
  play: async ({ canvasElement }) => {
    await expect(shown(canvasElement, '[data-tonight]')).toHaveLength(2)
    await expect(canvasElement.querySelector('a[href*="karaoke"]:not([hidden])')?.getAttribute('href')).toMatch(/karaoke-2026-12-10\.ics$/)
  },
}

/** Monday 21 December: Thursday 24 is closed, so the karaoke says so and offers the 31st; the happy hour names its three days. */
export const Cancelled: Story = {
  render: () => <CardsAt instant="2026-12-21T12:00:00+02:00" events={[karaoke, happyHour]} />,
  play: async ({ canvasElement, globals }) => {
    const language = languageOf(globals)
    const [karaokeCard, happyHourCard] = canvasElement.querySelectorAll('article')
    await expect(karaokeCard).toHaveTextContent(formatDayMonth(language, '2026-12-24'))
    await expect(karaokeCard!.querySelector('a[href$=".ics"]:not([hidden])')?.getAttribute('href')).toMatch(/karaoke-2026-12-31\.ics$/)
    await expect(shown(happyHourCard!, 'li')).toHaveLength(3)
  },
}

/** With the owner's photograph over the card (a drawing stands in for it here) and a description. */
export const WithPicture: Story = {
  render: () => <CardsAt instant="2026-12-07T12:00:00+02:00" events={[liveMusic, karaoke]} photo />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('article img')).toHaveLength(2)
  },
}

/** The owner's evenings as the site ships them: sample times, no description, the drawing of each kind. */
export const Sample: Story = {
  ...pinned({ viewport: 'phone' }),
  render: () => <CardsAt instant="2026-12-07T12:00:00+02:00" events={weeklyEvents} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('article')).toHaveLength(weeklyEvents.length)
    await expect(canvasElement.querySelectorAll('article svg')).not.toHaveLength(0)
  },
}
