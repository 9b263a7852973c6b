import type { Meta, StoryObj } from '@storybook/react-vite'
import { i18n } from '@lingui/core'
import { t } from '@lingui/core/macro'
import { expect, within } from 'storybook/test'
import { ComeVisit } from '../../src/components/about/ComeVisit/ComeVisit'
import { address } from '../../src/content/business'
import { openingHours } from '../../src/content/openingHours'
import { openingHoursLines } from '../../src/hours/formatHours'
import { pinned } from '../../.storybook/modes'
import { languageOf } from '../languageOf'

/** The parts of the about page, each on its own, in their states and in the longest languages. */
const meta = { title: 'Pages/About/ComeVisit', tags: ['autodocs'] } satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

export const ComeVisitBlock: Story = {
  render: () => <ComeVisit />,
  play: async ({ canvasElement, globals }) => {
    const language = languageOf(globals)
    const canvas = within(canvasElement)
    const block = canvas.getByRole('region', { name: t({ message: 'Come and visit us' }) })
    await expect(block).toBeVisible()
    // Where and when, from the content: the page's footer then leaves them out.
    await expect(block.querySelector('address')).toHaveTextContent(address.street)
    await expect(block.querySelectorAll('dl')[0]!.querySelectorAll('dt')).toHaveLength(openingHoursLines(i18n, openingHours).length)
    await expect(canvas.getByRole('link', { name: t({ message: 'How to find us' }) })).toHaveAttribute('href', `/${language}/visit`)
    await expect(canvas.getByRole('link', { name: t({ message: 'See the menu' }) })).toHaveAttribute('href', `/${language}/menu`)
  },
}

/** Finnish on a phone: the invitation and its links, then where and when under a rule. */
export const ComeVisitFinnishPhone: Story = {
  ...pinned({ language: 'fi', viewport: 'phone' }),
  render: () => <ComeVisit />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Näin löydät meidät' })).toHaveAttribute('href', '/fi/visit')
    const [links, facts] = [canvasElement.querySelector('a')!.getBoundingClientRect(), canvasElement.querySelector('address')!.getBoundingClientRect()]
    await expect(facts.top).toBeGreaterThan(links.bottom)
  },
}

/** A week before Christmas, at night: the days whose hours differ come under the week's, as in the footer. */
export const ComeVisitWithHolidaysAhead: Story = {
  ...pinned({ theme: 'night' }),
  render: () => (
    <ComeVisit
      today="2026-12-17"
      exceptions={[
        { from: '2026-12-24', to: '2026-12-26', closed: true, reason: 'publicHoliday' },
        { date: '2026-12-31', opens: '18:00', closes: '03:00', reason: 'holidayHours' },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const [week, exceptions] = canvasElement.querySelectorAll('dl')
    await expect(exceptions!.querySelectorAll('dt')).toHaveLength(2)
    // Beside the invitation on a wide screen, under the same top.
    await expect(week!.getBoundingClientRect().left).toBeGreaterThan(canvasElement.querySelector('h2')!.getBoundingClientRect().right)
  },
}
