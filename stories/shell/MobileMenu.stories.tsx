import type { Meta, StoryObj } from '@storybook/react-vite'
import { i18n } from '@lingui/core'
import { t } from '@lingui/core/macro'
import { expect, waitFor, within } from 'storybook/test'
import { MobileMenu } from '../../src/components/shell/MobileMenu/MobileMenu'
import { phone } from '../../src/content/business'
import { navigationLabels, navigationPages } from '../../src/content/pages'
import { vars } from '../../src/design/theme.css'
import { longTextOnPhone } from '../../.storybook/modes'
import { expectNoOverflow } from '../longText'
import { nightGround } from '../../src/design/focusRing.css'

/**
 * The narrow-screen navigation: a button and the panel it opens as a popover. The browser opens and
 * closes it by itself (the button, Escape, a tap elsewhere, such as on the dimmed page below it, which
 * stays still while it is open) and tells assistive technology whether it is open, with no script; a
 * link chosen in it loads the next page. Its two ways to book: the call, and the table request (a
 * list of every way, without JavaScript).
 */
const meta = { title: 'Shell/MobileMenu', parameters: { path: '/$lang/about' } } satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

const onNight = { background: vars.color.night, padding: 16 }

/** The phone menu on its own: a toggle, and the panel it opens, which books by a call first, then by a table request (the chat without JavaScript). */
export const MobileMenuOpen: Story = {
  ...longTextOnPhone,
  render: () => (
    <div className={nightGround} style={{ ...onNight, minHeight: 560 }}>
      <MobileMenu />
    </div>
  ),
  play: async ({ canvasElement, userEvent }) => {
    const toggle = within(canvasElement).getByRole('button', { name: t({ message: 'Site navigation' }) })
    await userEvent.click(toggle)
    const nav = await waitFor(() => within(canvasElement).getByRole('navigation', { name: t({ message: 'Main' }) }))
    await expect(within(nav).getAllByRole('link')).toHaveLength(navigationPages.length)
    const panel = canvasElement.querySelector<HTMLElement>('div[popover]')!
    await expect(within(panel).getByRole('link', { name: t({ message: 'Reserve by phone' }) })).toHaveAttribute('href', `tel:${phone.e164}`)
    await expect(within(panel).getByRole('button', { name: t({ message: 'Reserve a table' }) })).toBeVisible()
    await expect(within(nav).getByRole('link', { name: i18n._(navigationLabels.menu) })).toHaveAttribute('href', expect.stringMatching(/\/menu$/))
    // Its button closes it, and opens it again (a link chosen in it loads the next page, closed).
    await userEvent.click(toggle)
    await waitFor(() => expect(panel).not.toBeVisible())
    await userEvent.click(toggle)
    await expectNoOverflow(canvasElement)
  },
}
