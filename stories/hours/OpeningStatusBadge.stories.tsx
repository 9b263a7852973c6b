import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { OpeningStatusBadge } from '../../src/components/hours/OpeningStatusBadge/OpeningStatusBadge'
import type { OpeningPeriod, Weekday } from '../../src/content/openingHours'
import { vars } from '../../src/design/theme.css'
import { openingStatus, type OpeningStatus } from '../../src/hours/openingStatus'
import { contentSchedule } from '../../src/hours/contentSchedule'
import { formatDayMonth } from '../../src/i18n/formatDate'
import { pinned } from '../../.storybook/modes'
import { languageOf } from '../languageOf'
import { momentWhen, statusKinds, type StatusKind, kindOf } from '../../tests/openingMoments'
import { formatTime } from '../../src/hours/formatHours'
import { type Language } from '../../src/i18n/languages'

/**
 * "Open now · until 02:00" or "Closed · opens Tuesday at 17:00", in Riga time. The prerendered page
 * cannot know the visitor's moment: the badge's box is held empty until hydration, then filled, so
 * nothing moves. Plain text, not a live region: it is not news worth announcing on every page load.
 */
const meta = { title: 'Hours/OpeningStatusBadge', tags: ['autodocs'] } satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

// From DatedHours.stories.tsx

const week: readonly OpeningPeriod[] = [
  { days: ['tue', 'wed', 'thu'], opens: '17:00', closes: '23:00' },
  { days: ['fri', 'sat'], opens: '17:00', closes: '02:00' },
]

/** Closed for more than a week (a renovation): the status names the day it opens by its date, as the language writes it. */
export const StatusClosedUntilADate: Story = {
  ...pinned({ viewport: 'phone' }),
  render: () => {
    const now = new Date('2027-01-12T18:00:00+02:00')
    const schedule = { hours: week, exceptions: [{ from: '2027-01-12', to: '2027-01-28', closed: true } as const] }
    return (
      <div style={{ display: 'grid', gap: 16, maxWidth: 380, padding: 24 }}>
        <OpeningStatusBadge now={now} schedule={schedule} />
        <div style={{ padding: 16, background: vars.color.night }}>
          <OpeningStatusBadge now={now} schedule={schedule} size="compact" />
        </div>
      </div>
    )
  },
  play: async ({ canvasElement, globals }) => {
    // Friday 29 January, 17:00, named by its date: more than six days off.
    const date = formatDayMonth(languageOf(globals), '2027-01-29')
    for (const badge of canvasElement.querySelectorAll('[data-opening-status]')) await expect(badge).toHaveTextContent(date)
  },
}

// From PagePartsControls.stories.tsx

// From PagePartsControls.stories.tsx

const at = (width: number, children: React.ReactNode, background?: string) => <div style={{ padding: 24, maxWidth: width, background }}>{children}</div>

interface OpenNowArgs {
  /** The state to show, at a moment of the content's opening hours that puts the restaurant in it. */
  state: StatusKind
  size: 'regular' | 'compact'
}

/** Open now, closing soon, closed: the badge in a chosen state; `compact` as in the header, on the night blue. */
export const Playground: StoryObj<OpenNowArgs> = {
  args: { state: 'open', size: 'regular' },
  argTypes: {
    state: { control: 'inline-radio', options: statusKinds },
    size: { control: 'inline-radio', options: ['regular', 'compact'] },
  },
  render: ({ state, size }) => at(420, <OpeningStatusBadge now={momentWhen(state)} schedule={contentSchedule} size={size} />, size === 'compact' ? vars.color.night : undefined),
  play: async ({ canvasElement, args }) => {
    const tone = args.state === 'open' || args.state === 'closingSoon' ? args.state : 'closed'
    await expect(canvasElement.querySelector('[data-opening-status]')).toHaveAttribute('data-opening-status', tone)
  },
}

// From Visit.stories.tsx

// From Visit.stories.tsx

const padded = { padding: 24, maxWidth: 420 }
const onNight = { padding: 16, background: vars.color.night }

const englishDays: Record<Weekday, string> = { mon: 'Monday', tue: 'Tuesday', wed: 'Wednesday', thu: 'Thursday', fri: 'Friday', sat: 'Saturday', sun: 'Sunday' }

/** The badge's English words, written out: "Open now · until 02:00", "Closed · opens Tuesday at 17:00". */
function inEnglish(status: OpeningStatus): string {
  if (status.state === 'open') return `${status.closingSoon ? 'Closing soon' : 'Open now'} · until ${status.closes.time}`
  return `Closed · opens ${status.opensToday ? 'today' : englishDays[status.opens.day]} at ${status.opens.time}`
}

/**
 * The badge in one state, at a moment the content's hours put it there (tests/openingMoments.ts),
 * whatever hours the owner sets; `words` are its exact wording in `wordsIn`, other languages show its
 * state and time.
 */
const badgeStory = (kind: StatusKind, words: (status: OpeningStatus) => string = inEnglish, wordsIn: Language = 'en'): Story => {
  const now = momentWhen(kind)
  return {
    render: () => (
      <div style={{ ...padded, display: 'grid', gap: 16 }}>
        <OpeningStatusBadge now={now} schedule={contentSchedule} />
        <div style={onNight}>
          <OpeningStatusBadge now={now} schedule={contentSchedule} size="compact" />
        </div>
      </div>
    ),
    play: async ({ canvasElement, globals }) => {
      const language = languageOf(globals)
      const status = openingStatus(now, contentSchedule)
      await expect(kindOf(status)).toBe(kind)
      const tone = status.state === 'closed' ? 'closed' : status.closingSoon ? 'closingSoon' : 'open'
      const time = formatTime(language, status.state === 'open' ? status.closes.time : status.opens.time)
      const badges = canvasElement.querySelectorAll('[data-opening-status]')
      await expect(badges).toHaveLength(2)
      for (const badge of badges) {
        await expect(badge).toHaveAttribute('data-opening-status', tone)
        // The exact words in their own language only (the pseudo-locale's English is accented).
        await expect(badge).toHaveTextContent(globals.language === wordsIn ? words(status) : time)
      }
    },
  }
}

/** Open, on the page and (compact, on the night blue) in the header: "Open now · until 02:00". */
export const StatusOpen = badgeStory('open')

/** The last hour before closing: "Closing soon · until 23:00". */
export const StatusClosingSoon = badgeStory('closingSoon')

/** "Closed · opens today at 17:00". */
export const StatusClosedOpensToday = badgeStory('closedOpensToday')

/** Closed until another day, named: "Closed · opens Tuesday at 17:00" (on a Monday, with the specification's hours). */
export const StatusClosedOpensAnotherDay = badgeStory('closedOpensAnotherDay')

/** The day the restaurant opens on, in the essive ("on Tuesday"). */
const finnishOnDay: Record<Weekday, string> = {
  mon: 'maanantaina',
  tue: 'tiistaina',
  wed: 'keskiviikkona',
  thu: 'torstaina',
  fri: 'perjantaina',
  sat: 'lauantaina',
  sun: 'sunnuntaina',
}

/** Finnish writes the time with a dot and the day in the essive: "tiistaina klo 17.00". */
export const StatusClosedFinnish: Story = {
  ...badgeStory(
    'closedOpensAnotherDay',
    (status) => (status.state === 'closed' ? `Suljettu · avataan ${finnishOnDay[status.opens.day]} klo ${status.opens.time.replace(':', '.')}` : ''),
    'fi',
  ),
  ...pinned({ language: 'fi' }),
}
