import type { Meta, StoryObj } from '@storybook/react-vite'
import { i18n } from '@lingui/core'
import { t } from '@lingui/core/macro'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { MenuPicture } from '../../src/components/menu/MenuPicture/MenuPicture'
import { menuArt } from '../../src/content/menu/menuArt'
import { longTextOnPhone } from '../../.storybook/modes'
import { asShown, findElement } from '../findElement'
import { expectNoOverflow } from '../longText'

/**
 * A menu drawing, large, with its caption: a modal dialog over a dimmed page, which it makes inert
 * to the keyboard and to screen readers. The browser moves focus to its close button, closes it on
 * Escape, on a click outside and from that button, and gives focus back to the picture that opened
 * it; where it cannot do all that by itself, its island does (./dialogPlatform.ts).
 */
const meta = { title: 'Menu/MenuPictureDialog' } satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/** The larger picture, opened as a visitor would (a modal dialog, by its button's invoker command); its close button closes it and focus goes back. */
export const PictureDialogOpen: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 560, padding: 24 }}><Story /></div>],
  render: () => <MenuPicture art="churros" shape="banner" />,
  play: async ({ canvasElement }) => {
    const description = i18n._(menuArt.churros.alt)
    const trigger = within(canvasElement).getByRole('button', { name: t({ message: `Show larger: ${description}` }) })
    const dialog = await findElement(canvasElement, 'dialog')
    await expect(dialog).not.toBeVisible()
    await userEvent.click(trigger)
    await waitFor(() => expect(dialog).toBeVisible())
    // Modal: the page behind is inert until it closes.
    await expect(dialog.matches(':modal')).toBe(true)
    await expect(within(dialog).getByRole('img')).toHaveAttribute('alt', description)
    await expect(dialog).toHaveTextContent(asShown(i18n._(menuArt.churros.caption)))
    // Focus moves into the dialog, to its close button, which closes it. (Escape is the browser's
    // own close request, which a script's key event does not make: tests/browser/menuTools.spec.ts presses it.)
    const close = within(dialog).getByRole('button')
    await expect(close).toHaveFocus()
    await userEvent.click(close)
    await waitFor(() => expect(dialog).not.toBeVisible())
    // The dialog hands focus back to the picture that opened it once it has gone.
    await waitFor(() => expect(trigger).toHaveFocus())
  },
}

/** The dialog on a phone, with the longest caption in the language shown. */
export const PictureDialogLongTextOnPhone: Story = {
  ...longTextOnPhone,
  decorators: [(Story) => <div style={{ padding: 16 }}><Story /></div>],
  render: () => <MenuPicture art="cocktail" shape="banner" />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getAllByRole('button')[0]!)
    const dialog = await findElement(canvasElement, 'dialog')
    await waitFor(() => expect(dialog).toBeVisible())
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth)
    await expectNoOverflow(canvasElement)
  },
}
