import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { findElement } from './findElement'
import { SiteFooter } from '../src/components/shell/SiteFooter/SiteFooter'
import { copyrightYear, restaurantName, socialProfile } from '../src/content/business'
import { longTextOnPhone } from '../.storybook/modes'
import { expectFits, expectNoOverflow } from './longText'

const meta = {
  title: 'Shell/SiteFooter',
  component: SiteFooter,
  tags: ['page'],
} satisfies Meta<typeof SiteFooter>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    await expect(canvasElement).toHaveTextContent(`© ${copyrightYear} ${restaurantName}`)
    await expect(canvasElement.querySelector('a[href^="tel:"]')).toBeVisible()
    await expect(canvasElement.querySelector('a[href^="mailto:"]')).toBeVisible()
    await expect(canvasElement.querySelector(`a[href="/${globals.language}/privacy"]`)).toBeVisible()
    await expect(canvasElement.querySelector(`a[href="/${globals.language}/terms"]`)).toBeVisible()
    // The social link (and its tooltip's code) arrives at idle, as on the site.
    const social = await findElement(canvasElement, 'a[target="_blank"]')
    await expect(social).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(social).toHaveAttribute('href', socialProfile.url)
    await expect(within(canvasElement).getAllByRole('heading', { level: 2 })).toHaveLength(3)
    await expectFits(canvasElement)
  },
}

/** The footer on a phone, in the language chosen in the toolbar: groups stacked, nothing cut. */
export const LongTextOnPhone: Story = {
  ...longTextOnPhone,
  play: async ({ canvasElement }) => {
    await findElement(canvasElement, 'a[target="_blank"]')
    await expectNoOverflow(canvasElement)
  },
}
