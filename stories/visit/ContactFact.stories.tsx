import type { Meta, StoryObj } from '@storybook/react-vite'
import { t } from '@lingui/core/macro'
import { expect, within } from 'storybook/test'
import { ContactFact, EmailLink, PhoneLink, PostalAddress } from '../../src/components/visit/ContactFact/ContactFact'
import { addressLines } from '../../src/components/visit/visitFormats'

/** One fact of the visit page's contact column: an icon, a short heading, the fact (an address, a link, the hours). */
const meta = { title: 'Visit/ContactFact', tags: ['autodocs'] } satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

export const AddressPhoneAndEmail: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24, padding: 24, maxWidth: 380 }}>
      <ContactFact icon="pin" title={t({ message: 'Address' })}>
        <PostalAddress lines={addressLines(t({ message: 'Latvia' }))} />
      </ContactFact>
      <ContactFact icon="phone" title={t({ message: 'Phone' })}>
        <PhoneLink />
      </ContactFact>
      <ContactFact icon="mail" title={t({ message: 'E-mail' })}>
        <EmailLink />
      </ContactFact>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t({ message: 'Address' }))).toBeVisible()
  },
}
