import type { Meta, StoryObj } from '@storybook/react-vite'
import { t } from '@lingui/core/macro'
import { expect, within } from 'storybook/test'
import { i18n } from '@lingui/core'
import { MenuItemRow } from '../../src/components/menu/MenuItemRow/MenuItemRow'
import { allergenWords } from '../../src/content/menu/dietWords'
import { dishBadgeLabels } from '../../src/content/menu/dishBadgeLabels'
import { menuArt } from '../../src/content/menu/menuArt'
import { allSections } from '../../src/content/menu/menu'
import { dishBadges, menuArtNames, type MenuItem } from '../../src/content/menu/menuTypes'
import { longTextOnPhone } from '../../.storybook/modes'
import { expectNoOverflow } from '../longText'

const sections = allSections()
const items = sections.flatMap((section) => [...section.items, ...(section.subsections ?? []).flatMap((subsection) => subsection.items)])
const itemById = (id: string): MenuItem => {
  const item = items.find((candidate) => candidate.id === id)
  if (!item) throw new Error(`no menu item ${id}`)
  return item
}

/** What a designer varies on a menu row: which dish, and the states it can be in. */
interface ItemArgs {
  /** A dish or drink of the menu (src/content/menu). */
  dish: string
  /** Struck-through price, muted, a "Sold out" label. */
  soldOut: boolean
  /** Override the dish's badge; "as on the menu" keeps its own. */
  badge: 'as on the menu' | 'none' | (typeof dishBadges)[number]
  vegan: 'as on the menu' | 'yes' | 'no'
  picture: 'as on the menu' | 'none' | (typeof menuArtNames)[number]
  /** Its allergens: as the owner gave them, not given yet, none of the fourteen, or a few (with its dietary marks). */
  allergens: 'as on the menu' | 'not given' | 'none' | 'some'
  /** The row's width, as its column gives it. */
  width: number
}

/** A few allergens, as an owner might give them, with the marks that go with them. */
const someAllergens = { allergens: ['gluten', 'milk', 'sulphites'], vegetarian: true } as const satisfies Partial<MenuItem>

const allergensFrom = (choice: ItemArgs['allergens']): Partial<MenuItem> => ({ 'as on the menu': {}, 'not given': { allergens: undefined }, none: { allergens: [], glutenFree: true }, some: someAllergens })[choice]

const itemFrom = ({ dish, soldOut, badge, vegan, picture, allergens = 'as on the menu' }: ItemArgs): MenuItem => {
  const item = itemById(dish)
  return {
    ...item,
    ...allergensFrom(allergens),
    soldOut: soldOut || item.soldOut,
    badge: badge === 'as on the menu' ? item.badge : badge === 'none' ? undefined : badge,
    vegan: vegan === 'as on the menu' ? item.vegan : vegan === 'yes',
    image: picture === 'as on the menu' ? item.image : picture === 'none' ? undefined : picture,
  }
}

/** Menu items in each state, and whole sections. */
const meta = {
  title: 'Menu/MenuItemRow',
  tags: ['autodocs'],
  args: { dish: 'taco-amigo', soldOut: false, badge: 'as on the menu', vegan: 'as on the menu', picture: 'as on the menu', allergens: 'as on the menu', width: 560 },
  argTypes: {
    dish: { control: 'select', options: items.map((item) => item.id) },
    soldOut: { control: 'boolean' },
    badge: { control: 'inline-radio', options: ['as on the menu', 'none', ...dishBadges] },
    vegan: { control: 'inline-radio', options: ['as on the menu', 'yes', 'no'] },
    picture: { control: 'select', options: ['as on the menu', 'none', ...menuArtNames] },
    allergens: { control: 'inline-radio', options: ['as on the menu', 'not given', 'none', 'some'] },
    width: { control: { type: 'range', min: 280, max: 720, step: 10 } },
  },
  render: (args) => (
    <ul style={{ listStyle: 'none', maxWidth: args.width, padding: 24, margin: 0 }}>
      <MenuItemRow item={itemFrom(args)} />
    </ul>
  ),
} satisfies Meta<ItemArgs>

export default meta
type Story = StoryObj<typeof meta>

export const WithBadge: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(i18n._(itemById('taco-amigo').name))
    await expect(canvasElement).toHaveTextContent(i18n._(dishBadgeLabels.popular))
  },
}

export const Vegan: Story = {
  args: { dish: 'taco-smurf' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t({ message: 'Vegan', context: 'dish' }))).toBeVisible()
  },
}

/** A dish with a thumbnail that opens larger. */
export const WithThumbnail: Story = {
  args: { dish: 'caesar-salad' },
  play: async ({ canvasElement }) => {
    const description = i18n._(menuArt.caesar.alt)
    await expect(within(canvasElement).getByRole('button')).toHaveAccessibleName(t({ message: `Show larger: ${description}` }))
  },
}

export const Plain: Story = { args: { dish: 'chilaquiles' } }

export const WithVersions: Story = {
  args: { dish: 'burrito' },
  play: async ({ canvasElement }) => {
    const versions = itemById('burrito').variants ?? []
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(1 + versions.length)
  },
}

export const WithExtraDescription: Story = { args: { dish: 'margarita-clasica' } }

/** Sold out: muted, price struck through, a label that screen readers read too. */
export const SoldOut: Story = {
  args: { dish: 'churros', soldOut: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t({ message: 'Sold out', context: 'dish' }))).toBeVisible()
  },
}

/** How much text a dish shows in the language shown. */
const textLength = (item: MenuItem) =>
  [item.name, item.description, item.extraDescription, ...(item.variants ?? []).map((variant) => variant.label)]
    .map((text) => (text ? i18n._(text).length : 0))
    .reduce((sum, next) => sum + next, 0)

/** The dish whose name, versions and descriptions are longest in the language shown. */
const longestDish = () => {
  const length = textLength
  return items.reduce((longest, item) => (length(item) > length(longest) ? item : longest))
}

/**
 * Long text on a phone: the dish with the most text in the language shown, with every badge and
 * sold out. Pick Suomi or Русский in the toolbar, the longest translations; the test run and
 * Chromatic check all seven languages. Nothing may stick out of the 390 px screen.
 */
export const LongTextOnPhone: Story = {
  ...longTextOnPhone,
  args: { soldOut: true, badge: 'chef', vegan: 'yes', width: 390 },
  render: (args) => (
    <ul style={{ listStyle: 'none', maxWidth: args.width, padding: 16, margin: 0 }}>
      <MenuItemRow item={itemFrom({ ...args, dish: longestDish().id })} />
    </ul>
  ),
  play: async ({ canvasElement }) => {
    await expectNoOverflow(canvasElement)
  },
}

/** Allergens not given yet (every item's today): the row says to ask, never that it is free of any. */
export const AllergensNotGiven: Story = {
  args: { dish: 'taco-amigo', allergens: 'not given' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText(t({ message: 'Allergens not given yet: ask us' })).some((element) => element.checkVisibility())).toBe(true)
  },
}

/** Allergens given: their numbers from the legend on screen, their names for a screen reader; the dietary marks beside the name. */
export const AllergensGiven: Story = {
  args: { dish: 'taco-amigo', allergens: 'some' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(i18n._({ ...allergenWords.list, values: { list: '1, 7, 12' } }))).toBeVisible()
    await expect(canvas.getByText(t({ message: 'Vegetarian', context: 'dish' }))).toBeVisible()
  },
}

/** None of the fourteen, and gluten-free. */
export const AllergensNone: Story = {
  args: { dish: 'guacamole-totopos', allergens: 'none' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t({ message: 'Allergens: none' }))).toBeVisible()
    await expect(within(canvasElement).getByText(t({ message: 'Gluten-free', context: 'dish' }))).toBeVisible()
  },
}
