import { languageOf } from '../languageOf'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { t } from '@lingui/core/macro'
import { expect, within } from 'storybook/test'
import { Logo } from '../../src/components/shell/Logo/Logo'
import { vars } from '../../src/design/theme.css'
import { longTextOnPhone } from '../../.storybook/modes'
import { expectNoOverflow } from '../longText'

const meta = { title: 'Foundations/Logo', parameters: { layout: 'padded' } } satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/** The wordmark with its chile, on the night blue of the header and footer; it links home. */
export const LogoOnNight: Story = {
  render: () => (
    <div style={{ background: vars.color.night, padding: 24 }}>
      <Logo />
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    const link = within(canvasElement).getByRole('link')
    await expect(link).toHaveAttribute('href', `/${languageOf(globals)}/`)
    await expect(link).toHaveTextContent(t({ message: 'Cantina · Riga' }))
  },
}

/** The logo's tagline in the language chosen in the toolbar, in a phone's header row. */
export const LogoLongTextOnPhone: Story = {
  ...longTextOnPhone,
  render: () => (
    <div style={{ background: vars.color.night, padding: 16 }}>
      <Logo />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expectNoOverflow(canvasElement)
  },
}
