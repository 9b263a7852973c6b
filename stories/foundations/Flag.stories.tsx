
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Flag } from '../../src/components/shell/Flag/Flag'
import { languageInfo, languages } from '../../src/i18n/languages'

const meta = { title: 'Foundations/Flag', parameters: { layout: 'padded' } } satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

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
