import { languageOf } from '../languageOf'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { findElement } from '../findElement'
import { SiteFooter } from '../../src/components/shell/SiteFooter/SiteFooter'
import { addressLine, copyrightYear, restaurantName, socialProfile } from '../../src/content/business'
import { longTextOnPhone, pinned } from '../../.storybook/modes'
import { expectFits, expectNoOverflow } from '../longText'

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
    await expect(canvasElement.querySelector(`a[href="/${languageOf(globals)}/privacy"]`)).toBeVisible()
    await expect(canvasElement.querySelector(`a[href="/${languageOf(globals)}/terms"]`)).toBeVisible()
    // The social link (and its tooltip's code) arrives at idle, as on the site.
    const social = await findElement(canvasElement, 'a[target="_blank"]')
    await expect(social).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(social).toHaveAttribute('href', socialProfile.url)
    // Follow us, contact, address and hours, links: the logo stands above them, so they start level.
    const headings = within(canvasElement).getAllByRole('heading', { level: 2 })
    await expect(headings).toHaveLength(4)
    const columns = getComputedStyle(headings[0]!.closest('section')!.parentElement!).gridTemplateColumns.split(' ').length
    await expect(new Set(headings.map((heading) => Math.round(heading.getBoundingClientRect().top))).size).toBe(Math.ceil(headings.length / columns))
    await expect(canvasElement).toHaveTextContent(addressLine)
    await expectFits(canvasElement)
  },
}

/** On a page that ends with the address and the hours (the about page, a post): three groups, said once. */
export const LeavesOutWhereAndWhen: Story = {
  // About the wide layout: pinned, so a page story is not also played on a phone, where it is another.
  ...pinned({ viewport: 'desktop' }),
  args: { leavesOutWhereAndWhen: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).not.toHaveTextContent(addressLine)
    await expect(canvasElement.querySelector('dl')).toBeNull()
    const headings = within(canvasElement).getAllByRole('heading', { level: 2 })
    await expect(headings).toHaveLength(3)
    // One row of three on a wide screen: no empty column where the fourth stood.
    await expect(getComputedStyle(headings[0]!.closest('section')!.parentElement!).gridTemplateColumns.split(' ')).toHaveLength(3)
    await expect(new Set(headings.map((heading) => Math.round(heading.getBoundingClientRect().top))).size).toBe(1)
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
