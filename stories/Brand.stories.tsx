import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Flag } from '../src/components/shell/Flag/Flag'
import { Logo } from '../src/components/shell/Logo/Logo'
import { languageInfo, languages } from '../src/i18n/languages'
import { tokens } from '../src/design/tokens'

const meta = { title: 'Brand/Logo and flags', parameters: { layout: 'padded' } } satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

export const LogoOnNight: Story = {
  globals: { language: 'lv' },
  render: () => (
    <div style={{ background: tokens.color.night, padding: 24 }}>
      <Logo />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveAttribute('href', '/lv/')
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
}
