import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { i18n } from '@lingui/core'
import { SiteHeader } from '../src/components/SiteHeader/SiteHeader'
import { isLanguage } from '../src/i18n/languages'

const meta = {
  title: 'Shell/SiteHeader',
  component: SiteHeader,
  render: (_args, { globals }) => <SiteHeader language={isLanguage(globals.language) ? globals.language : 'en'} />,
  args: { language: 'en' },
  parameters: { path: '/en/menu' },
} satisfies Meta<typeof SiteHeader>

export default meta
type Story = StoryObj<typeof meta>

export const Wide: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    const reserve = await canvas.findByRole('link', { name: i18n._('Reserve a table') === 'Reserve a table' ? 'Reserve a table' : /./ })
    await expect(reserve).toHaveAttribute('href', /^tel:/)
    await expect(canvas.getByRole('navigation')).toBeVisible()
  },
}

export const Narrow: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const toggle = await canvas.findByRole('button', { expanded: false, name: /./ })
    await expect(toggle).toBeVisible()
  },
}

/** The phone menu open: navigation, address, hours and the chat reserve button. */
export const NarrowMenuOpen: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement)
    const toggle = await waitFor(() => canvasElement.querySelector<HTMLButtonElement>('button[slot="trigger"]')!)
    await userEvent.click(toggle)
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const chat = canvas.getAllByRole('link').find((link) => link.getAttribute('href')?.startsWith('https://wa.me/'))
    await expect(chat).toHaveAttribute('target', '_blank')
  },
}
