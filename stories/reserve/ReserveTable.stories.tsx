import type { Meta, StoryObj } from '@storybook/react-vite'
import { t } from '@lingui/core/macro'
import { expect, within } from 'storybook/test'
import { ReserveTable } from '../../src/components/reserve/ReserveTable/ReserveTable'
import { phone } from '../../src/content/business'
import { contentSchedule } from '../../src/hours/contentSchedule'

/**
 * The reserve button of the header, the hero, the closing cards and the visit page: it opens the
 * TableRequestSheet. Without scripts a call link or ReserveWays stands in its place.
 *
 * **When to use.** Wherever the site offers to book. **Don't:** a second reserve button in the same
 * view; the header's is always there.
 *
 * **Accessibility.** A button (it opens a dialog); without scripts a link or ReserveWays' button
 * stands in its place, so booking never needs JavaScript.
 *
 * **Related:** TableRequestSheet, ReserveWays, Button.
 */
const meta = { title: 'Reserve/ReserveTable', parameters: { path: '/$lang/about' } } satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/** The header's reserve button: it opens the table request (a call, in a page without JavaScript). */
export const Reserve: Story = {
  render: () => (
    <div style={{ padding: 24 }}>
      <ReserveTable schedule={contentSchedule} fallback={{ channel: 'call', href: `tel:${phone.e164}`, label: t({ message: 'Reserve by phone' }) }} inHeader />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: t({ message: 'Reserve a table' }) })).toBeVisible()
    // The link it is without JavaScript is in its HTML, hidden while scripts run.
    await expect(canvasElement.querySelector(`a[href="tel:${phone.e164}"]`)).not.toBeVisible()
  },
}

