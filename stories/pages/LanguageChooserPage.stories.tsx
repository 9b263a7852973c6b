import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { LanguageChooserPage } from '../../src/components/pages/LanguageChooserPage/LanguageChooserPage'
import { languages } from '../../src/i18n/languages'
import { expectFits } from '../longText'

/**
 * An address without a language (/, /menu, the QR code's link). The built site sends the visitor on
 * from a tiny script in the page's head; this component does the same wherever the app itself
 * renders the route, and without JavaScript it offers the seven languages as links.
 */
const meta = { title: 'Pages/LanguageChooserPage', parameters: { path: '/$lang/about' } } satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/** What an address without a language shows where JavaScript is off. */
export const LanguageChooser: Story = {
  render: () => <LanguageChooserPage />,
  tags: ['page'],
  parameters: { path: '/menu' },
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link')
    await expect(links.map((link) => link.getAttribute('hreflang'))).toEqual([...languages])
    await expectFits(canvasElement)
  },
}
