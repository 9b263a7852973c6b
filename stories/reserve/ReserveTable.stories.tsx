import type { Meta, StoryObj } from '@storybook/react-vite'
import { t } from '@lingui/core/macro'
import { expect, within } from 'storybook/test'
import { ReserveTable } from '../../src/components/reserve/ReserveTable/ReserveTable'
import { phone } from '../../src/content/business'
import { contentSchedule } from '../../src/hours/contentSchedule'

/** The smaller pieces of the page shell, each in its states. The about page is the current one. */
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

