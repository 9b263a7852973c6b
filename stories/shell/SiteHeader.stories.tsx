import type { Meta, StoryObj } from '@storybook/react-vite'
import { i18n } from '@lingui/core'
import { t } from '@lingui/core/macro'
import { expect, waitFor, within } from 'storybook/test'
import { findElement } from '../findElement'
import { SiteHeader } from '../../src/components/shell/SiteHeader/SiteHeader'
import { phone } from '../../src/content/business'
import { navigationLabels } from '../../src/content/pages'
import { pinned, longTextOnPhone } from '../../.storybook/modes'
import { expectNoOverflow } from '../longText'
import { languageOf } from '../languageOf'

/** The header shows the menu page as current: every story opens at /{language}/menu. */
const meta = {
  title: 'Shell/SiteHeader',
  component: SiteHeader,
  tags: ['page'],
  parameters: { path: '/$lang/menu' },
} satisfies Meta<typeof SiteHeader>

export default meta
type Story = StoryObj<typeof meta>

export const Wide: Story = {
  // About the wide layout: pinned, so a page story is not also played on a phone, where it is another.
  ...pinned({ viewport: 'desktop' }),
  play: async ({ canvasElement }) => {
    // The reserve button opens the table request; the call it is without scripts stays in its HTML, hidden.
    const reserve = await findElement(canvasElement, 'header button[aria-haspopup="dialog"]')
    await expect(reserve).toBeVisible()
    await expect(reserve).toHaveTextContent(t({ message: 'Reserve a table' }))
    await expect(canvasElement.querySelector(`header a[href="tel:${phone.e164}"]`)).not.toBeVisible()
    const nav = within(canvasElement).getByRole('navigation', { name: t({ message: 'Main' }) })
    await expect(nav).toBeVisible()
    await expect(within(nav).getByRole('link', { name: i18n._(navigationLabels.menu) })).toHaveAttribute('aria-current', 'page')
  },
}

export const Narrow: Story = {
  ...longTextOnPhone,
  play: async ({ canvasElement, globals }) => {
    const toggle = within(canvasElement).getByRole('button', { name: t({ message: 'Site navigation' }) })
    await expect(toggle).toBeVisible()
    await expect(canvasElement.querySelector('div[popover]')).not.toBeVisible()
    // On a phone the closed language pill shows its flag and code, its name for screen readers only.
    await expect(within(canvasElement.querySelector('header button:has(+ ul[popover])')!).getByText(languageOf(globals).toUpperCase(), { exact: true })).toBeVisible()
    // The table request one tap away, on a strip of its own under the bar, its whole label shown.
    await findElement(canvasElement, 'header button[aria-haspopup="dialog"]')
    // The bar's own (wide screens) comes first in the page, hidden here; the strip's is the last.
    const strip = [...canvasElement.querySelectorAll('header button[aria-haspopup="dialog"]')].at(-1)!
    await expect(strip).toBeVisible()
    await expect(strip).toHaveTextContent(t({ message: 'Reserve a table' }))
    await expectNoOverflow(canvasElement)
  },
}

/** The phone menu open: navigation, address, hours, and the two ways to book: a call, then the table request (a list of every way without scripts). */
export const NarrowMenuOpen: Story = {
  ...longTextOnPhone,
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement)
    const toggle = canvas.getByRole('button', { name: t({ message: 'Site navigation' }) })
    const panel = canvasElement.querySelector('div[popover]')
    await userEvent.click(toggle)
    await waitFor(() => expect(panel).toBeVisible())
    const request = await waitFor(() => within(panel as HTMLElement).getByRole('button', { name: t({ message: 'Reserve a table' }) }))
    await expect(request).toHaveAttribute('aria-haspopup', 'dialog')
    await expect(within(panel as HTMLElement).getByRole('link', { name: t({ message: 'Reserve by phone' }) })).toHaveAttribute('href', `tel:${phone.e164}`)
    // The list of every way it stands for without scripts: in its HTML, hidden.
    await expect((panel as HTMLElement).querySelector('span[popover]')).not.toBeVisible()
    await expectNoOverflow(canvasElement)
    // The toggle closes the native popover too, and keeps the focus. Escape is the browser's own
    // close request, which a script's key event does not make: tests/browser/shell.spec.ts presses it.
    await userEvent.click(toggle)
    await waitFor(() => expect(panel).not.toBeVisible())
    await expect(toggle).toHaveFocus()
    await userEvent.click(toggle)
  },
}

/** At the tablet width the header has the least room for the logo, navigation and language. */
export const Tablet: Story = {
  ...pinned({ viewport: 'tablet' }),
  play: async ({ canvasElement }) => {
    await findElement(canvasElement, 'header')
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth)
  },
}
