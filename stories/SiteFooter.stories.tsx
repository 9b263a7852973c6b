import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { findElement } from './findElement'
import { SiteFooter } from '../src/components/shell/SiteFooter/SiteFooter'
import { copyrightYear } from '../src/content/business'

const meta = {
  title: 'Shell/SiteFooter',
  component: SiteFooter,
  args: { language: 'en' },
} satisfies Meta<typeof SiteFooter>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(`© ${copyrightYear} Amigo`)
    await expect(canvasElement.querySelector('a[href^="tel:"]')).toBeVisible()
    await expect(canvasElement.querySelector('a[href^="mailto:"]')).toBeVisible()
    await expect(canvasElement.querySelector('a[href="/en/privacy"]')).toBeVisible()
    await expect(canvasElement.querySelector('a[href="/en/terms"]')).toBeVisible()
    const social = await findElement(canvasElement, 'a[target="_blank"]')
    await expect(social).toHaveAttribute('rel', 'noopener noreferrer')
  },
}

export const Phone: Story = { globals: { viewport: { value: 'phone' } } }
