import type { Meta, StoryObj } from '@storybook/react-vite'
import { t } from '@lingui/core/macro'
import { expect, within } from 'storybook/test'
import { ClosingCall } from '../../src/components/home/ClosingCall/ClosingCall'
import { phone, socialProfile } from '../../src/content/business'
import { noBreak } from '../../src/i18n/noBreak'

/** The sections of the home page, each on its own, in their states and in the longest language. */
const meta = { title: 'Pages/Home/ClosingCall', tags: ['autodocs'] } satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

export const ClosingCallToAction: Story = {
  render: () => <ClosingCall />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // The label as the button writes it: the number's spaces do not break (src/i18n/noBreak.ts).
    const number = noBreak(phone.display)
    await expect(canvas.getByRole('link', { name: t({ message: `Call ${number}` }) })).toHaveAttribute('href', `tel:${phone.e164}`)
    const social = canvas.getByRole('link', { name: new RegExp(socialProfile.network) })
    await expect(social).toHaveAttribute('href', socialProfile.url)
    await expect(social).toHaveAttribute('target', '_blank')
    await expect(social.getAttribute('rel')).toMatch(/\bnoopener\b/)
  },
}
