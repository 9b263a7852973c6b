import type { Meta, StoryObj } from '@storybook/react-vite'
import { i18n } from '@lingui/core'
import { plural, t } from '@lingui/core/macro'
import { expect, userEvent, within } from 'storybook/test'
import { VeganFilter } from '../../src/components/menu/VeganFilter/VeganFilter'
import { allergenNames } from '../../src/content/menu/allergenNames'
import { columnsOf, menuColumns, menuOf } from '../../src/content/menu/menu'
import { filterCount, filterItemOf } from '../../src/content/menu/menuFilter'
import { itemsOf } from '../../src/content/menu/veganOnly'
import { longTextOnPhone } from '../../.storybook/modes'
import { menuWithAllergens } from '../../tests/fixtures/menuWithAllergens'
import { expectNoOverflow } from '../longText'

/** The texts of the vegan switch, as VeganFilter words them (the same messages, so any language). */
const veganOnlyLabel = () => t({ message: 'Vegan only' })
const showing = (shownCount: number) => t({ message: plural(shownCount, { one: 'Showing # vegan dish or drink', other: 'Showing # vegan dishes and drinks' }) })

/** The owner's menu as the filter counts it, and a test copy with allergens given for a few items. */
const filterItems = itemsOf(menuColumns.flatMap((column) => column.sections)).map(filterItemOf)
const itemsWithAllergens = itemsOf(columnsOf(menuOf(menuWithAllergens)).flatMap((column) => column.sections)).map(filterItemOf)

/**
 * The menu's filter: "vegan only", "gluten-free only" and the fourteen allergens to leave out, with a
 * live line (`output` is a status region) that says how many items remain, and how many of them have
 * allergens not given yet (kept, never shown as safe). The checkboxes filter the menu by themselves
 * (CSS); this island, which wakes on the first tap or focus, says what changed.
 */
const meta = { title: 'Menu/VeganFilter' } satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

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

/** The filter asked about allergens, on a test copy of the menu: items whose allergens are not given are counted apart, as kept. */
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

/** The filter and its announcement on a phone, in the language chosen in the toolbar. */
export const VeganFilterLongTextOnPhone: Story = {
  ...longTextOnPhone,
  decorators: [(Story) => <div style={{ padding: 16 }}><Story /></div>],
  render: () => <VeganFilter items={itemsWithAllergens} defaultChoice={{ vegan: false, glutenFree: true, without: ['milk'] }} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByText(t({ message: 'Allergens' })))
    await expectNoOverflow(canvasElement)
  },
}
