import type { Meta, StoryObj } from '@storybook/react-vite'
import { t } from '@lingui/core/macro'
import { expect, waitFor, within } from 'storybook/test'
import { Link } from 'react-aria-components/Link'
import { Tooltip } from '../../src/components/controls/Tooltip/Tooltip'
import { phone } from '../../src/content/business'
import { button } from '../../src/design/recipes.css'
import { longTextOnPhone } from '../../.storybook/modes'
import { expectNoOverflow } from '../longText'

/**
 * A hint after 700 ms of hover, or at once on keyboard focus; never the only place a fact is.
 *
 * **When to use.** To name an icon-only control, or add a word a sighted mouse user may want.
 * **When not.** For anything the guest must read (a price, a rule, an error): write it on the page.
 * Touch screens never show it.
 *
 * **Do:** a few words, no full stop. **Don't:** links or buttons inside it; the only label of a
 * control (give the control its own name too).
 *
 * **Accessibility.** react-aria's tooltip: it opens on focus and on hover, Escape closes it, and
 * the control is described by it (a screen reader reads it after the name). Cream on the night
 * blue, 14.7:1, in both themes.
 *
 * **Related:** Button, Icon.
 */
const meta = {
  title: 'Controls/Tooltip',
  component: Tooltip,
  tags: ['autodocs'],
  args: { label: 'Call +371 2000 0000', children: <span /> },
  argTypes: { label: { control: 'text' }, children: { control: false } },
  render: ({ label }) => (
    <div style={{ padding: 80 }}>
      <Tooltip label={label}>
        <Link href="tel:+37120000000" className={button()}>
          {t({ message: 'Reserve a table' })}
        </Link>
      </Tooltip>
    </div>
  ),
} satisfies Meta<typeof Tooltip>

export default meta
type Story = StoryObj<typeof meta>

export const Hidden: Story = {}

/** Keyboard focus shows the hint at once; hovering shows it after 700 ms. */
export const ShownOnFocus: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    await userEvent.tab()
    await expect(within(canvasElement).getByRole('link')).toHaveFocus()
    const tooltip = await waitFor(() => within(document.body).getByRole('tooltip'))
    await expect(tooltip).toHaveTextContent(args.label)
  },
}

/**
 * A button with its tooltip at the right edge of a phone screen, in the language chosen in the
 * toolbar: the hint moves inside the screen rather than off it.
 */
export const LongTextOnPhone: Story = {
  ...longTextOnPhone,
  render: () => {
    const number = phone.display
    return (
      <div style={{ padding: '80px 8px', display: 'flex', justifyContent: 'flex-end' }}>
        <Tooltip label={t({ message: `Call ${number}` })}>
          <Link href={`tel:${phone.e164}`} className={button()}>
            {t({ message: 'Reserve by phone' })}
          </Link>
        </Tooltip>
      </div>
    )
  },
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.tab()
    const number = phone.display
    const tooltip = await waitFor(() => within(document.body).getByRole('tooltip'))
    await expect(tooltip).toHaveTextContent(t({ message: `Call ${number}` }))
    const box = tooltip.getBoundingClientRect()
    await expect(box.left).toBeGreaterThanOrEqual(0)
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth)
    await expectNoOverflow(canvasElement)
  },
}
