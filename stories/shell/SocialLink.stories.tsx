import type { Meta, StoryObj } from '@storybook/react-vite'
import { t } from '@lingui/core/macro'
import { expect, waitFor, within } from 'storybook/test'
import { SocialLink } from '../../src/components/shell/SocialLink/SocialLink'
import { socialProfile } from '../../src/content/business'

/** The social profile link, opening in a new tab, with the network named in a tooltip. */
const meta = { title: 'Shell/SocialLink', parameters: { path: '/$lang/about' } } satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/** The social profile, opening in a new tab; the tooltip names the network. */
export const Social: Story = {
  render: () => (
    <div style={{ padding: 48 }}>
      <SocialLink className="" />
    </div>
  ),
  play: async ({ canvasElement, userEvent }) => {
    const link = within(canvasElement).getByRole('link', { name: new RegExp(socialProfile.handle) })
    await expect(link).toHaveAttribute('href', socialProfile.url)
    await userEvent.tab()
    const network = socialProfile.network
    await expect(await waitFor(() => within(document.body).getByRole('tooltip'))).toHaveTextContent(t({ message: `Amigo on ${network}` }))
  },
}
