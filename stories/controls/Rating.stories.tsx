import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Rating } from '../../src/components/controls/Rating/Rating'
import { rating } from '../../src/content/business'
import { vars } from '../../src/design/theme.css'
import { languageInfo } from '../../src/i18n/languages'
import { languageOf } from '../languageOf'

/**
 * Stars as one picture with one name ("Rated 4.6 out of 5"), not five pictures: a fraction fills
 * part of a star. `onNight` for the night-blue bands.
 *
 * **When to use.** Beside a review or the restaurant's average. **When not.** As a control (it
 * cannot be set), or without the number written near it on the page.
 *
 * **Do:** show the number and the count of reviews next to it (ReviewsSummary). **Don't:** use
 * `onLight` on the night-blue bands: its outline is the muted ink, lost there (`onNight` is cream).
 *
 * **Accessibility.** One image, one name: a screen reader says "Rated 4.6 out of 5" once. Marigold
 * stars, outlined in the muted ink on light and the muted cream on night, so an empty star shows
 * in both themes.
 *
 * **Related:** ReviewCard, ReviewsSummary, InfoStrip.
 */
const meta = {
  title: 'Controls/Rating',
  component: Rating,
  tags: ['autodocs'],
  args: { value: rating.average, outOf: rating.best, tone: 'onLight', size: 'md' },
  argTypes: {
    value: { control: { type: 'range', min: 0, max: 5, step: 0.1 } },
    outOf: { control: { type: 'number', min: 1, max: 10 } },
    tone: { control: 'inline-radio', options: ['onLight', 'onNight'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
  decorators: [
    (Story, { args }) => (
      <div style={{ padding: 24, display: 'inline-block', background: args.tone === 'onNight' ? vars.color.night : 'transparent' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Rating>

export default meta
type Story = StoryObj<typeof meta>

/** The restaurant's own rating, as the home page and the visit page show it. */
export const Restaurant: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const locale = languageInfo[languageOf(globals)].intlLocale
    const score = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(args.value)
    const picture = within(canvasElement).getByRole('img')
    await expect(picture).toHaveAccessibleName(expect.stringContaining(score))
    await expect(canvasElement.querySelectorAll('[role="img"]')).toHaveLength(1)
  },
}

export const OnNight: Story = { args: { tone: 'onNight' } }

export const Full: Story = { args: { value: 5 } }

export const Empty: Story = { args: { value: 0 } }

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Rating {...args} size="sm" />
      <Rating {...args} size="md" />
    </div>
  ),
}
