import type { Meta, StoryObj } from '@storybook/react-vite'
import { plural, t } from '@lingui/core/macro'
import { expect, within } from 'storybook/test'
import { CarParkCard } from '../src/components/visit/CarParkCard/CarParkCard'
import { ContactColumn } from '../src/components/visit/ContactColumn/ContactColumn'
import { OpeningStatusBadge } from '../src/components/hours/OpeningStatusBadge/OpeningStatusBadge'
import { ReviewCard } from '../src/components/visit/ReviewCard/ReviewCard'
import { ReviewsSummary } from '../src/components/visit/ReviewsSummary/ReviewsSummary'
import { TransportColumn } from '../src/components/visit/TransportColumn/TransportColumn'
import { email, phone, rating } from '../src/content/business'
import { reviews } from '../src/content/reviews'
import { carParks } from '../src/content/visit'
import { tokens } from '../src/design/tokens'
import type { Weekday } from '../src/content/openingHours'
import { openingStatus, type OpeningStatus } from '../src/hours/openingStatus'
import { contentSchedule } from '../src/hours/contentSchedule'
import { formatPrice } from '../src/i18n/formatPrice'
import { formatTime } from '../src/hours/formatHours'
import { languageInfo, type Language } from '../src/i18n/languages'
import { formatWalkMinutes } from '../src/components/visit/visitFormats'
import { findElement } from './findElement'
import { pinned } from '../.storybook/modes'
import { languageOf } from './languageOf'
import { kindOf, momentWhen, type StatusKind } from '../tests/openingMoments'

// Plays find texts through the components' own messages (or the facts they show), so they pass in
// every language; the English wording is checked word for word in English.

/** The visit page's parts, each in its states; the map has its own stories. */
const meta = { title: 'Visit/Page parts', tags: ['autodocs'], parameters: { path: '/$lang/visit' } } satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

const padded = { padding: 24, maxWidth: 420 }
const onNight = { padding: 16, background: tokens.color.night }

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

const reviewStory = (index: number): Story => ({
  render: () => (
    <div style={padded}>
      <ReviewCard review={reviews[index]!} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByRole('img')).toHaveLength(1)
    await expect(canvasElement.querySelector('time')).toHaveAttribute('dateTime', reviews[index]!.date)
    await expect(canvasElement).toHaveTextContent(reviews[index]!.author)
  },
})

export const Review = reviewStory(1)

/** The longest review, in Finnish: long words wrap and hyphenate inside the card. */
export const ReviewFinnish: Story = { ...reviewStory(0), ...pinned({ language: 'fi' }) }

export const ReviewRussian: Story = { ...reviewStory(0), ...pinned({ language: 'ru' }) }

export const ReviewsAverage: Story = {
  render: () => (
    <div style={padded}>
      <ReviewsSummary />
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    const number = new Intl.NumberFormat(languageInfo[languageOf(globals)].intlLocale, { maximumFractionDigits: 1 })
    const score = number.format(rating.average)
    const scale = number.format(rating.best)
    const count = rating.reviewCount
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('img', { name: t({ message: `Rated ${score} out of ${scale}` }) })).toBeVisible()
    await expect(canvasElement).toHaveTextContent(t({ message: plural(count, { one: '# review', other: '# reviews' }) }))
  },
}

/** A decimal as Russian writes it, "4,6". */
const withComma = (value: number) => String(value).replace('.', ',')

export const ReviewsAverageRussian: Story = {
  ...ReviewsAverage,
  ...pinned({ language: 'ru' }),
  play: async ({ canvasElement }) => {
    // The content's rating in Russian words, written out: "Оценка 4,6 из 5", "183 отзыва".
    const forms: Partial<Record<Intl.LDMLPluralRule, string>> = { one: 'отзыв', few: 'отзыва', many: 'отзывов' }
    const word = forms[new Intl.PluralRules('ru').select(rating.reviewCount)] ?? 'отзыва'
    await expect(within(canvasElement).getByRole('img', { name: `Оценка ${withComma(rating.average)} из ${withComma(rating.best)}` })).toBeVisible()
    await expect(canvasElement).toHaveTextContent(`${rating.reviewCount} ${word}`)
  },
}

export const CarPark: Story = {
  render: () => (
    <div style={padded}>
      <CarParkCard carPark={carParks[0]!} />
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    const language = languageOf(globals)
    const carPark = carParks[0]!
    // "4–6 minutes on foot", "About 354 spaces", "€2 per hour" in English.
    const walk = formatWalkMinutes(language, carPark.walk)
    await expect(canvasElement).toHaveTextContent(t({ message: `${walk} on foot` }))
    const spaces = carPark.spaces ?? 0
    await expect(canvasElement).toHaveTextContent(t({ message: plural(spaces, { one: 'About # space', other: 'About # spaces' }) }))
    const price = formatPrice(language, carPark.pricePerHour ?? 0)
    // Prices keep a no-break space ("2 €"); the text read back has plain spaces.
    await expect(canvasElement).toHaveTextContent(t({ message: `${price} per hour` }).replace(/\s/g, ' '))
  },
}

/** Both car parks, the bus and street parking, with an empty box where the map goes. */
export const Transport: Story = {
  ...pinned({ language: 'de' }),
  render: () => (
    <div style={{ padding: 24 }}>
      <TransportColumn map={<div style={{ aspectRatio: '16 / 9', borderRadius: 20, background: tokens.color.surfaceSunken }} />} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByRole('heading', { level: 4 })).toHaveLength(4)
    await expect(canvasElement).toHaveTextContent('Maximale Einfahrtshöhe 1,90 m')
    await expect(canvasElement).toHaveTextContent('Zonen B, C und D')
  },
}

export const Contact: Story = {
  render: () => (
    <div style={padded}>
      <ContactColumn />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    for (const link of canvas.getAllByRole('link').filter((candidate) => candidate.getAttribute('href')?.startsWith('tel:'))) {
      await expect(link).toHaveAttribute('href', `tel:${phone.e164}`)
    }
    await expect(canvas.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`)
    await expect(canvas.getByRole('button', { name: t({ message: 'Copy address' }) })).toBeVisible()
    // The first way to reach us is the table request (the call, without scripts).
    await expect(canvas.getByRole('button', { name: t({ message: 'Reserve a table' }) })).toBeVisible()
    // The live status arrives after the first render, in the box held for it.
    await expect((await findElement(canvasElement, '[data-opening-status]:not([data-opening-status=""])')).textContent).not.toBe('')
  },
}
