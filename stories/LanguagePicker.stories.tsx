import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { LanguagePicker } from '../src/components/shell/LanguagePicker/LanguagePicker'
import { tokens } from '../src/design/tokens'

const meta = {
  title: 'Shell/LanguagePicker',
  component: LanguagePicker,
  args: { tone: 'onNight' },
  decorators: [
    (Story, { args }) => (
      <div style={{ padding: 24, minHeight: 420, background: args.tone === 'onNight' ? tokens.color.night : tokens.color.page }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LanguagePicker>

export default meta
type Story = StoryObj<typeof meta>

export const Closed: Story = {}

export const OnLight: Story = { args: { tone: 'onLight' }, globals: { language: 'ru' } }

/** The list open: seven flags and native names as links, the current one checked. */
export const Open: Story = {
  globals: { language: 'lv' },
  play: async ({ canvasElement, userEvent }) => {
    const summary = canvasElement.querySelector('summary')!
    await userEvent.click(summary)
    await waitFor(() => expect(canvasElement.querySelector('details')).toHaveAttribute('open'))
    const links = within(canvasElement).getAllByRole('link')
    await expect(links.map((link) => link.textContent)).toEqual(['Latviešu', 'Español', 'English', 'Русский', 'Deutsch', 'Eesti', 'Suomi'])
    await expect(links[0]).toHaveAttribute('aria-current', 'true')
    await expect(links[6]).toHaveAttribute('hreflang', 'fi')
  },
}
