import type { Meta, StoryObj } from '@storybook/react-vite'
import { t } from '@lingui/core/macro'
import { expect, within } from 'storybook/test'
import { ContactActions } from '../../src/components/visit/ContactActions/ContactActions'
import { email } from '../../src/content/business'

/** The visit page's buttons under the address: reserve (or call, without scripts), e-mail, the social profile. */
const meta = { title: 'Visit/ContactActions', tags: ['autodocs'], parameters: { path: '/$lang/visit' } } satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  render: () => (
    <div style={{ padding: 24, maxWidth: 420 }}>
      <ContactActions />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: t({ message: 'E-mail us' }) })).toHaveAttribute('href', `mailto:${email}`)
  },
}
