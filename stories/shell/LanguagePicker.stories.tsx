import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { LanguagePicker } from '../../src/components/shell/LanguagePicker/LanguagePicker'
import { vars } from '../../src/design/theme.css'
import { languageInfo, languages } from '../../src/i18n/languages'
import { longTextOnPhone } from '../../.storybook/modes'
import { expectNoOverflow } from '../longText'
import { languageOf } from '../languageOf'
import { nightGround } from '../../src/design/focusRing.css'

const meta = {
  title: 'Shell/LanguagePicker',
  component: LanguagePicker,
  tags: ['autodocs'],
  args: { tone: 'onNight' },
  argTypes: { tone: { control: 'inline-radio', options: ['onNight', 'onLight'] } },
  decorators: [
    (Story, { args }) => (
      <div className={args.tone === 'onNight' ? nightGround : undefined} style={{ padding: 24, minHeight: 420, background: args.tone === 'onNight' ? vars.color.night : vars.color.page }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LanguagePicker>

export default meta
type Story = StoryObj<typeof meta>

export const Closed: Story = {}

export const OnLight: Story = { args: { tone: 'onLight' } }

/** The list open: seven flags and native names as links, the current one checked. */
export const Open: Story = {
  play: async ({ canvasElement, userEvent, globals }) => {
    const current = languageOf(globals)
    await userEvent.click(canvasElement.querySelector('button[popovertarget]')!)
    await waitFor(() => expect(canvasElement.querySelector('ul[popover]')).toBeVisible())
    const links = within(canvasElement).getAllByRole('link')
    await expect(links.map((link) => link.textContent)).toEqual(languages.map((language) => languageInfo[language].nativeName))
    await expect(links[languages.indexOf(current)]).toHaveAttribute('aria-current', 'true')
    await expect(links.filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1)
    await expect(links[6]).toHaveAttribute('hreflang', 'fi')
  },
}

/** Open at the right edge of a phone, as in the header: the list stays on the screen. */
export const OpenOnPhone: Story = {
  ...longTextOnPhone,
  decorators: [(Story) => <div style={{ display: 'flex', justifyContent: 'flex-end' }}><Story /></div>],
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.click(canvasElement.querySelector('button[popovertarget]')!)
    const list = await waitFor(() => within(canvasElement).getAllByRole('link')[0]!.closest('ul')!)
    const box = list.getBoundingClientRect()
    await expect(box.left).toBeGreaterThanOrEqual(0)
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth)
    await expectNoOverflow(canvasElement)
  },
}
