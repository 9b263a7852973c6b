import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { MenuLead } from '../../src/components/menu/MenuLead/MenuLead'
import { phone } from '../../src/content/business'
import { longTextOnPhone } from '../../.storybook/modes'
import { expectNoOverflow } from '../longText'

/** The menu's subtitle, with the phone number to book a table. */
const meta = { title: 'Menu/MenuLead' } satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/** The subtitle under the menu's heading, with the number to book a table. */
export const Lead: Story = {
  decorators: [(Story) => <p style={{ padding: 24, maxWidth: 640 }}><Story /></p>],
  render: () => <MenuLead />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: phone.display })).toHaveAttribute('href', `tel:${phone.e164}`)
  },
}

export const LeadLongTextOnPhone: Story = {
  ...longTextOnPhone,
  decorators: [(Story) => <p style={{ padding: 16 }}><Story /></p>],
  render: () => <MenuLead />,
  play: async ({ canvasElement }) => {
    await expectNoOverflow(canvasElement)
  },
}
