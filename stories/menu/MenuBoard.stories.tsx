import type { Meta, StoryObj } from '@storybook/react-vite'
import { i18n } from '@lingui/core'
import { plural, t } from '@lingui/core/macro'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { MenuBoard } from '../../src/components/menu/MenuBoard/MenuBoard'
import { allSections, menuColumns } from '../../src/content/menu/menu'
import { itemsOf, visibleSections } from '../../src/content/menu/veganOnly'
import { longTextOnPhone } from '../../.storybook/modes'
import { expectNoOverflow } from '../longText'

const sections = allSections()
const nameOf = (id: string) => {
  const item = sections.flatMap((section) => [...section.items, ...(section.subsections ?? []).flatMap((sub) => sub.items)]).find((candidate) => candidate.id === id)
  if (!item) throw new Error(`no menu item ${id}`)
  return i18n._(item.name)
}

/** The texts of the vegan switch, as VeganFilter words them (the same messages, so any language). */
const veganOnlyLabel = () => t({ message: 'Vegan only' })
const showing = (shownCount: number) => t({ message: plural(shownCount, { one: 'Showing # vegan dish or drink', other: 'Showing # vegan dishes and drinks' }) })

/** The menu: the vegan-only switch, the sticky section index and the two columns. */
const meta = { title: 'Menu/MenuBoard' } satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

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
