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

/** The list open: seven flags and native names, the current one checked. */
export const Open: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const trigger = within(canvasElement).getByRole('button')
    await userEvent.click(trigger)
    const listbox = await waitFor(() => within(document.body).getByRole('listbox'))
    const options = within(listbox).getAllByRole('option')
    await expect(options.map((option) => option.textContent)).toEqual([
      'Latviešu',
      'Español',
      'English',
      'Русский',
      'Deutsch',
      'Eesti',
      'Suomi',
    ])
    await expect(options[0]).toHaveAttribute('aria-selected', 'true')
  },
}
