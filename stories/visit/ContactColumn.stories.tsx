import type { Meta, StoryObj } from '@storybook/react-vite'
import { t } from '@lingui/core/macro'
import { expect, within } from 'storybook/test'
import { ContactColumn } from '../../src/components/visit/ContactColumn/ContactColumn'
import { email, phone } from '../../src/content/business'

// Plays find texts through the components' own messages (or the facts they show), so they pass in
// every language; the English wording is checked word for word in English.

/** Where we are, when we are open (and whether we are now), and how to reach us. */
const meta = { title: 'Visit/ContactColumn', tags: ['autodocs'], parameters: { path: '/$lang/visit' } } satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

const padded = { padding: 24, maxWidth: 420 }

export const Contact: Story = {
  render: () => (
    <div style={padded}>
      <ContactColumn />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    for (const link of canvas.getAllByRole('link').filter((candidate) => candidate.getAttribute('href')?.startsWith('tel:'))) {
      await expect(link).toHaveAttribute('href', `tel:${phone.e164}`)
    }
    await expect(canvas.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`)
    await expect(canvas.getByRole('button', { name: t({ message: 'Copy address' }) })).toBeVisible()
    // The first way to reach us is the table request (the call, without scripts).
    await expect(canvas.getByRole('button', { name: t({ message: 'Reserve a table' }) })).toBeVisible()
    // The live line's place is held; its words come from the built page's timeline (Hours/LiveLine shows them).
    await expect(canvasElement.querySelector('[data-opening-status]')).not.toBeNull()
  },
}
