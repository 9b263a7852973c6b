import type { Meta, StoryObj } from '@storybook/react-vite'
import { plural, t } from '@lingui/core/macro'
import { expect, within } from 'storybook/test'
import { ReviewsSummary } from '../../src/components/visit/ReviewsSummary/ReviewsSummary'
import { rating } from '../../src/content/business'
import { languageInfo } from '../../src/i18n/languages'
import { pinned } from '../../.storybook/modes'
import { languageOf } from '../languageOf'

// Plays find texts through the components' own messages (or the facts they show), so they pass in
// every language; the English wording is checked word for word in English.

/** The guests' average and how many reviews it comes from. */
const meta = { title: 'Visit/ReviewsSummary', tags: ['autodocs'], parameters: { path: '/$lang/visit' } } satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

const padded = { padding: 24, maxWidth: 420 }

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
