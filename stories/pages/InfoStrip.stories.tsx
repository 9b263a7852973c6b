import type { Meta, StoryObj } from '@storybook/react-vite'
import { i18n } from '@lingui/core'
import { plural, t } from '@lingui/core/macro'
import { expect, within } from 'storybook/test'
import { InfoStrip } from '../../src/components/home/InfoStrip/InfoStrip'
import { rating } from '../../src/content/business'
import { openingHours } from '../../src/content/openingHours'
import { openingHoursLines } from '../../src/hours/formatHours'
import { languageInfo } from '../../src/i18n/languages'
import { reviewCountShort } from '../../src/i18n/reviewCountShort'
import { pinned } from '../../.storybook/modes'
import { languageOf } from '../languageOf'

/** The sections of the home page, each on its own, in their states and in the longest language. */
const meta = { title: 'Pages/Home/InfoStrip', tags: ['autodocs'] } satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

// Plays find texts through the components' own messages, so they pass in every language.

/** The stars' name, as Rating words it: "Rated 4.6 out of 5". */
const ratedName = (language: ReturnType<typeof languageOf>) => {
  const number = new Intl.NumberFormat(languageInfo[language].intlLocale, { maximumFractionDigits: 1 })
  const score = number.format(rating.average)
  const scale = number.format(rating.best)
  return t({ message: `Rated ${score} out of ${scale}` })
}

export const InfoStripWide: Story = {
  render: () => <div style={{ paddingBlock: 48 }}><InfoStrip /></div>,
  play: async ({ canvasElement, globals }) => {
    const language = languageOf(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('img', { name: ratedName(language) })).toBeVisible()
    await expect(canvasElement.querySelectorAll('[role="img"]')).toHaveLength(1)
    // 183 reviews read "180+ reviews" in English.
    const { value: shortCount, text: countText } = reviewCountShort(language, rating.reviewCount)
    await expect(canvasElement).toHaveTextContent(t({ message: plural(shortCount, { one: `${countText} review`, other: `${countText} reviews` }) }))
    // A row per run of days, the closed days last, as every page writes them.
    const rows = [...canvasElement.querySelectorAll('dl > div')].map((row) => [row.querySelector('dt')?.textContent, row.querySelector('dd')?.textContent])
    await expect(rows).toEqual(openingHoursLines(i18n).map((line) => [line.days, line.hours]))
  },
}

/** "17:00" as Finnish writes it, "17.00", written out here rather than by the site's formatter. */
const withDot = (time: string) => time.replace(':', '.')

/**
 * Finnish on a phone: "4,6", times with a dot ("17.00–23.00"), the partitive after the count ("180+
 * arviota"), and whether we are open now, which a phone's header has no room for.
 */
export const InfoStripFinnish: Story = {
  ...pinned({ language: 'fi', viewport: 'phone' }),
  render: () => <div style={{ paddingBlock: 48 }}><InfoStrip /></div>,
  play: async ({ canvasElement }) => {
    // The content's facts, in Finnish words and numbers written out here.
    await expect(within(canvasElement).getByRole('img', { name: new RegExp(String(rating.average).replace('.', ',')) })).toBeVisible()
    for (const period of openingHours) await expect(canvasElement).toHaveTextContent(`${withDot(period.opens)}–${withDot(period.closes)}`)
    const { value, text } = reviewCountShort('fi', rating.reviewCount)
    await expect(canvasElement).toHaveTextContent(`${text} ${new Intl.PluralRules('fi').select(value) === 'one' ? 'arvio' : 'arviota'}`)
    // The live line's place is held; its words come from the built page's timeline (Hours/LiveLine shows them).
    await expect(canvasElement.querySelector('[data-opening-status]')).not.toBeNull()
  },
}
