import { languageOf } from '../languageOf'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { t } from '@lingui/core/macro'
import { expect, within } from 'storybook/test'
import { OfflinePage } from '../../src/components/pages/OfflinePage/OfflinePage'
import { email, phone } from '../../src/content/business'
import { expectFits } from '../longText'

/** Page bodies of the foundation: not-found states, legal texts and the page opening. */
const meta = { title: 'Pages/OfflinePage', tags: ['page'] } satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/** What the offline worker shows for a page it has not stored: the stored pages, and how to reach us. */
export const Offline: Story = {
  render: () => <OfflinePage />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t({ message: 'You’re offline' }))
    // The two pages the worker stores, then the phone and the e-mail: nothing that needs a connection to open.
    await expect(canvas.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      `/${languageOf(globals)}/menu`,
      `/${languageOf(globals)}/visit`,
      `tel:${phone.e164}`,
      `mailto:${email}`,
    ])
    await expect(canvas.getByRole('heading', { level: 3, name: t({ message: 'Opening hours' }) })).toBeVisible()
    await expectFits(canvasElement)
  },
}
