import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { findElement } from './findElement'
import { SiteHeader } from '../src/components/shell/SiteHeader/SiteHeader'

const meta = {
  title: 'Shell/SiteHeader',
  component: SiteHeader,
  parameters: { path: '/en/menu' },
} satisfies Meta<typeof SiteHeader>

export default meta
type Story = StoryObj<typeof meta>

export const Wide: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const reserve = await findElement(canvasElement, 'header a[href^="tel:"]')
    await expect(reserve).toBeVisible()
    await expect(within(canvasElement).getByRole('navigation')).toBeVisible()
  },
}

export const Narrow: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const toggle = await findElement(canvasElement, 'button[slot="trigger"]')
    await expect(toggle).toBeVisible()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  },
}

/** The phone menu open: navigation, address, hours and the chat reserve button. */
export const NarrowMenuOpen: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement)
    const toggle = await findElement(canvasElement, 'button[slot="trigger"]')
    await userEvent.click(toggle)
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const chat = canvas.getAllByRole('link').find((link) => link.getAttribute('href')?.startsWith('https://wa.me/'))
    await expect(chat).toHaveAttribute('target', '_blank')
  },
}
