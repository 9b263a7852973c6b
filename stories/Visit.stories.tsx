import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { CarParkCard } from '../src/components/visit/CarParkCard/CarParkCard'
import { ContactColumn } from '../src/components/visit/ContactColumn/ContactColumn'
import { OpeningStatusBadge } from '../src/components/visit/OpeningStatusBadge/OpeningStatusBadge'
import { ReviewCard } from '../src/components/visit/ReviewCard/ReviewCard'
import { ReviewsSummary } from '../src/components/visit/ReviewsSummary/ReviewsSummary'
import { TransportColumn } from '../src/components/visit/TransportColumn/TransportColumn'
import { email, phone, rating } from '../src/content/business'
import { reviews } from '../src/content/reviews'
import { carParks } from '../src/content/visit'
import { tokens } from '../src/design/tokens'
import { findElement } from './findElement'

/** The visit page's parts, each in its states; the map has its own stories. */
const meta = { title: 'Visit/Page parts', tags: ['autodocs'], parameters: { path: '/en/visit' } } satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

const padded = { padding: 24, maxWidth: 420 }
const onNight = { padding: 16, background: tokens.color.night }

// Moments in Riga time (summer, UTC+3) that put the restaurant in each state.
const moments = {
  fridayEvening: new Date('2026-06-05T21:30:00+03:00'),
  thursdayLastHour: new Date('2026-06-04T22:30:00+03:00'),
  tuesdayMorning: new Date('2026-06-02T10:00:00+03:00'),
  monday: new Date('2026-06-01T12:00:00+03:00'),
}

const badgeStory = (now: Date, expected: string): Story => ({
  render: () => (
    <div style={{ ...padded, display: 'grid', gap: 16 }}>
      <OpeningStatusBadge now={now} />
      <div style={onNight}>
        <OpeningStatusBadge now={now} size="compact" />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const badges = canvasElement.querySelectorAll('[data-opening-status]')
    await expect(badges).toHaveLength(2)
    for (const badge of badges) await expect(badge).toHaveTextContent(expected)
  },
})

/** Open, on the page and (compact, on the night blue) in the header. */
export const StatusOpen = badgeStory(moments.fridayEvening, 'Open now · until 02:00')

/** The last hour before closing. */
export const StatusClosingSoon = badgeStory(moments.thursdayLastHour, 'Closing soon · until 23:00')

export const StatusClosedOpensToday = badgeStory(moments.tuesdayMorning, 'Closed · opens today at 17:00')

export const StatusClosedOpensTuesday = badgeStory(moments.monday, 'Closed · opens Tuesday at 17:00')

/** Finnish writes the time with a dot and the day in the essive: "tiistaina klo 17.00". */
export const StatusClosedFinnish: Story = {
  ...badgeStory(moments.monday, 'Suljettu · avataan tiistaina klo 17.00'),
  globals: { language: 'fi' },
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
export const ReviewFinnish: Story = { ...reviewStory(0), globals: { language: 'fi' } }

export const ReviewRussian: Story = { ...reviewStory(0), globals: { language: 'ru' } }

export const ReviewsAverage: Story = {
  render: () => (
    <div style={padded}>
      <ReviewsSummary />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('img', { name: 'Rated 4.6 out of 5' })).toBeVisible()
    await expect(canvasElement).toHaveTextContent(`${rating.reviewCount} reviews`)
  },
}

export const ReviewsAverageRussian: Story = {
  ...ReviewsAverage,
  globals: { language: 'ru' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Оценка 4,6 из 5' })).toBeVisible()
    await expect(canvasElement).toHaveTextContent('183 отзыва')
  },
}

export const CarPark: Story = {
  render: () => (
    <div style={padded}>
      <CarParkCard carPark={carParks[0]!} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('4–6 minutes on foot')
    await expect(canvasElement).toHaveTextContent('About 354 spaces')
    await expect(canvasElement).toHaveTextContent('€2 per hour')
  },
}

/** Both car parks, the bus and street parking, with an empty box where the map goes. */
export const Transport: Story = {
  globals: { language: 'de' },
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
    await expect(canvas.getByRole('button', { name: 'Copy address' })).toBeVisible()
    // The live status arrives after the first render, in the box held for it.
    await expect((await findElement(canvasElement, '[data-opening-status]:not([data-opening-status=""])')).textContent).not.toBe('')
  },
}
