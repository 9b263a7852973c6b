import type { Meta, StoryObj } from '@storybook/react-vite'
import { i18n } from '@lingui/core'
import { plural, t } from '@lingui/core/macro'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { indexGroupsOf, MenuBoard } from '../src/components/menu/MenuBoard/MenuBoard'
import { MenuColumns } from '../src/components/menu/MenuColumns/MenuColumns'
import { MenuIndex } from '../src/components/menu/MenuIndex/MenuIndex'
import { MenuLead } from '../src/components/menu/MenuLead/MenuLead'
import { MenuPicture } from '../src/components/menu/MenuPicture/MenuPicture'
import { MenuQrCode } from '../src/components/menu/MenuQrCode/MenuQrCode'
import { VeganFilter } from '../src/components/menu/VeganFilter/VeganFilter'
import { phone } from '../src/content/business'
import { allSections, columnsOf, menuColumns, menuOf } from '../src/content/menu/menu'
import { allergenNames } from '../src/content/menu/allergenNames'
import { filterCount, filterItemOf } from '../src/content/menu/menuFilter'
import { menuArt } from '../src/content/menu/menuArt'
import { itemsOf, visibleSections } from '../src/content/menu/veganOnly'
import { menuQrUrl } from '../src/content/site'
import { drawQr } from '../src/qr/drawQr'
import { longTextOnPhone } from '../.storybook/modes'
import { menuWithAllergens } from '../tests/fixtures/menuWithAllergens'
import { asShown, findElement } from './findElement'
import { expectNoOverflow } from './longText'

const sections = allSections()
const nameOf = (id: string) => {
  const item = sections.flatMap((section) => [...section.items, ...(section.subsections ?? []).flatMap((sub) => sub.items)]).find((candidate) => candidate.id === id)
  if (!item) throw new Error(`no menu item ${id}`)
  return i18n._(item.name)
}
const titleOf = (id: string) => i18n._(sections.find((section) => section.id === id)!.title)

/** The texts of the vegan switch, as VeganFilter words them (the same messages, so any language). */
const veganOnlyLabel = () => t({ message: 'Vegan only' })
const showing = (shownCount: number) => t({ message: plural(shownCount, { one: 'Showing # vegan dish or drink', other: 'Showing # vegan dishes and drinks' }) })

/** The owner's menu as the filter counts it, and a test copy with allergens given for a few items. */
const filterItems = itemsOf(menuColumns.flatMap((column) => column.sections)).map(filterItemOf)
const columnsWithAllergens = columnsOf(menuOf(menuWithAllergens))
const itemsWithAllergens = itemsOf(columnsWithAllergens.flatMap((column) => column.sections)).map(filterItemOf)

/** The menu's interactive parts: section index, vegan filter, picture dialog and QR code. */
const meta = { title: 'Menu/Tools' } satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/** On a wide screen each group wraps above its column: every section's link in sight, for a mouse too. */
export const SectionIndex: Story = {
  render: () => <MenuIndex groups={indexGroupsOf(menuColumns, i18n)} />,
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: t({ message: 'Menu sections' }) })
    await expect(within(nav).getByRole('link', { name: titleOf('tacos') })).toHaveAttribute('href', '#tacos')
    await expect(within(nav).getByRole('link', { name: titleOf('cocktails') })).toHaveAttribute('href', '#cocktails')
    const links = within(nav).getAllByRole('link')
    await expect(links).toHaveLength(menuColumns.flatMap((column) => column.sections).length)
    for (const link of links) {
      const list = link.closest('ul')!.getBoundingClientRect()
      await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(list.right + 0.5)
    }
  },
}

/** The index on a phone: one row that scrolls sideways inside itself, never the page. */
export const SectionIndexOnPhone: Story = {
  ...longTextOnPhone,
  render: () => <MenuIndex groups={indexGroupsOf(menuColumns, i18n)} />,
  play: async ({ canvasElement }) => {
    await expectNoOverflow(canvasElement)
  },
}

export const VeganFilterOff: Story = {
  decorators: [(Story) => <div style={{ padding: 24 }}><Story /></div>],
  render: () => <VeganFilter items={filterItems} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch', { name: veganOnlyLabel() })).not.toBeChecked()
  },
}

export const VeganFilterOn: Story = {
  decorators: [(Story) => <div style={{ padding: 24 }}><Story /></div>],
  render: () => <VeganFilter items={filterItems} defaultChoice={{ vegan: true, glutenFree: false, without: [] }} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch', { name: veganOnlyLabel() })).toBeChecked()
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(showing(filterCount(filterItems, { vegan: true, glutenFree: false, without: [] }).shown))
  },
}

/** The switch and its announcement on a phone, in the language chosen in the toolbar. */
export const VeganFilterLongTextOnPhone: Story = {
  ...longTextOnPhone,
  decorators: [(Story) => <div style={{ padding: 16 }}><Story /></div>],
  render: () => <VeganFilter items={itemsWithAllergens} defaultChoice={{ vegan: false, glutenFree: true, without: ['milk'] }} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByText(t({ message: 'Allergens' })))
    await expectNoOverflow(canvasElement)
  },
}

/**
 * The filter asked about allergens, on a test copy of the menu with a few items' allergens given:
 * the status counts those whose allergens are not given yet apart, as kept, never as safe.
 */
export const AllergenFilterWithUnknown: Story = {
  decorators: [(Story) => <div style={{ padding: 24 }}><Story /></div>],
  render: () => <VeganFilter items={itemsWithAllergens} defaultChoice={{ vegan: false, glutenFree: false, without: ['gluten', 'milk'] }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByText(t({ message: 'Allergens' })))
    await expect(canvas.getByRole('checkbox', { name: i18n._(allergenNames.gluten) })).toBeChecked()
    const { shown, unknown } = filterCount(itemsWithAllergens, { vegan: false, glutenFree: false, without: ['gluten', 'milk'] })
    await expect(unknown).toBeGreaterThan(0)
    await expect(canvas.getByRole('status')).toHaveTextContent(String(shown))
    await expect(canvas.getByRole('status')).toHaveTextContent(String(unknown))
  },
}

/** The whole test copy with its filter: ticking milk hides what contains milk, keeps what is not given. */
export const FilteringByAllergen: Story = {
  tags: ['page'],
  render: () => <MenuBoard columns={columnsWithAllergens} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByText(t({ message: 'Allergens' })))
    await userEvent.click(canvas.getByRole('checkbox', { name: i18n._(allergenNames.milk) }))
    await waitFor(() => expect(canvas.getByText(nameOf('elote'))).not.toBeVisible())
    await expect(canvas.getByText(nameOf('taco-amigo'))).toBeVisible()
    await expect(canvas.getByText(nameOf('apotitaco'))).toBeVisible()
  },
}

/** The whole menu with its tools; the switch really filters (its checkbox, through CSS). */
export const FilteringTheMenu: Story = {
  tags: ['page'],
  render: () => <MenuBoard />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(nameOf('taco-amigo'))).toBeVisible()
    await userEvent.click(canvas.getByRole('switch', { name: veganOnlyLabel() }))
    await waitFor(() => expect(canvas.getByText(nameOf('taco-amigo'))).not.toBeVisible())
    await expect(canvas.getByText(nameOf('taco-smurf'))).toBeVisible()
    // Everything shown is vegan: no item repeats it with a badge.
    for (const badge of canvas.queryAllByText(t({ message: 'Vegan', context: 'dish' }), { exact: true })) await expect(badge).not.toBeVisible()
    const veganCount = itemsOf(menuColumns.flatMap((column) => visibleSections(column.sections, true))).length
    await expect(canvas.getByRole('status')).toHaveTextContent(showing(veganCount))
  },
}

/**
 * The whole menu on a phone, in the language chosen in the toolbar (Suomi and Русский have the
 * longest dish names and notes): one column, the section index scrolling inside itself, nothing
 * wider than the screen.
 */
export const MenuLongTextOnPhone: Story = {
  ...longTextOnPhone,
  render: () => <MenuBoard />,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('switch', { name: veganOnlyLabel() })
    await expectNoOverflow(canvasElement)
  },
}

/** Both columns of the menu, food and drinks; one column on phones. */
export const Columns: Story = {
  tags: ['page'],
  render: () => <MenuColumns columns={menuColumns} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('heading', { level: 2 })).toHaveLength(menuColumns.flatMap((column) => column.sections).length)
  },
}

/** The subtitle under the menu's heading, with the number to book a table. */
export const Lead: Story = {
  decorators: [(Story) => <p style={{ padding: 24, maxWidth: 640 }}><Story /></p>],
  render: () => <MenuLead />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: phone.display })).toHaveAttribute('href', `tel:${phone.e164}`)
  },
}

export const LeadLongTextOnPhone: Story = {
  ...longTextOnPhone,
  decorators: [(Story) => <p style={{ padding: 16 }}><Story /></p>],
  render: () => <MenuLead />,
  play: async ({ canvasElement }) => {
    await expectNoOverflow(canvasElement)
  },
}

export const PictureBanner: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 560, padding: 24 }}><Story /></div>],
  render: () => <MenuPicture art="burrito" shape="banner" />,
}

export const PictureThumbnail: Story = {
  decorators: [(Story) => <div style={{ padding: 24 }}><Story /></div>],
  render: () => <MenuPicture art="caesar" shape="thumbnail" />,
}

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

export const QrCode: Story = {
  decorators: [(Story) => <div style={{ padding: 24 }}><Story /></div>],
  loaders: [async () => ({ drawing: await drawQr(menuQrUrl) })],
  render: (_args, { loaded }) => <MenuQrCode value={menuQrUrl} drawing={loaded.drawing} />,
  play: async ({ canvasElement }) => {
    const value = menuQrUrl
    const code = await findElement(canvasElement, 'svg[role="img"]')
    await expect(code).toHaveAccessibleName(t({ message: `QR code of ${value}` }))
    await expect(within(canvasElement).getByRole('button', { name: t({ message: 'Download QR Code' }) })).toBeEnabled()
  },
}

export const QrCodeLongTextOnPhone: Story = {
  ...longTextOnPhone,
  decorators: [(Story) => <div style={{ padding: 16 }}><Story /></div>],
  loaders: [async () => ({ drawing: await drawQr(menuQrUrl) })],
  render: (_args, { loaded }) => <MenuQrCode value={menuQrUrl} drawing={loaded.drawing} />,
  play: async ({ canvasElement }) => {
    await findElement(canvasElement, 'svg[role="img"]')
    await expectNoOverflow(canvasElement)
  },
}

/** More than a QR code can hold: the library's "Data too long" becomes a translated message. */
export const QrCodeTooLong: Story = {
  decorators: [(Story) => <div style={{ padding: 24 }}><Story /></div>],
  loaders: [async () => ({ drawing: await drawQr(`${menuQrUrl}?${'x'.repeat(3000)}`) })],
  render: (_args, { loaded }) => <MenuQrCode value={`${menuQrUrl}?${'x'.repeat(3000)}`} drawing={loaded.drawing} />,
  play: async ({ canvasElement }) => {
    const message = await findElement(canvasElement, '[role="alert"]')
    await expect(message).toHaveTextContent(t({ message: 'The QR code could not be made: the address is too long to fit in one.' }))
    await expect(canvasElement.querySelector('svg')).toBeNull()
  },
}
