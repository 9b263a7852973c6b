import { languageOf } from './languageOf'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { t } from '@lingui/core/macro'
import { expect, within } from 'storybook/test'
import { Flag } from '../src/components/shell/Flag/Flag'
import { Logo } from '../src/components/shell/Logo/Logo'
import { languageInfo, languages } from '../src/i18n/languages'
import { tokens } from '../src/design/tokens'
import { longTextOnPhone } from '../.storybook/modes'
import { expectNoOverflow } from './longText'

const meta = { title: 'Brand/Logo and flags', parameters: { layout: 'padded' } } satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/** The wordmark with its chile, on the night blue of the header and footer; it links home. */
export const LogoOnNight: Story = {
  render: () => (
    <div style={{ background: tokens.color.night, padding: 24 }}>
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
    <div style={{ background: tokens.color.night, padding: 16 }}>
      <Logo />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expectNoOverflow(canvasElement)
  },
}

/** The language picker's flags, each beside its language's own name. */
export const Flags: Story = {
  render: () => (
    <ul style={{ display: 'grid', gap: 8, listStyle: 'none', padding: 0 }}>
      {languages.map((language) => (
        <li key={language} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <Flag language={language} />
          {languageInfo[language].nativeName}
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('svg')).toHaveLength(languages.length)
  },
}
