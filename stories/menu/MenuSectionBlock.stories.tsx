import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { i18n } from '@lingui/core'
import { MenuItemRow } from '../../src/components/menu/MenuItemRow/MenuItemRow'
import { MenuSectionBlock } from '../../src/components/menu/MenuSectionBlock/MenuSectionBlock'
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
const sectionById = (id: string) => {
  const section = sections.find((candidate) => candidate.id === id)
  if (!section) throw new Error(`no menu section ${id}`)
  return section
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
  /** The row's width, as its column gives it. */
  width: number
}

const itemFrom = ({ dish, soldOut, badge, vegan, picture }: ItemArgs): MenuItem => {
  const item = itemById(dish)
  return {
    ...item,
    soldOut: soldOut || item.soldOut,
    badge: badge === 'as on the menu' ? item.badge : badge === 'none' ? undefined : badge,
    vegan: vegan === 'as on the menu' ? item.vegan : vegan === 'yes',
    image: picture === 'as on the menu' ? item.image : picture === 'none' ? undefined : picture,
  }
}

/** Menu items in each state, and whole sections. */
const meta = {
  title: 'Menu/MenuSectionBlock',
  tags: ['autodocs'],
  args: { dish: 'taco-amigo', soldOut: false, badge: 'as on the menu', vegan: 'as on the menu', picture: 'as on the menu', width: 560 },
  argTypes: {
    dish: { control: 'select', options: items.map((item) => item.id) },
    soldOut: { control: 'boolean' },
    badge: { control: 'inline-radio', options: ['as on the menu', 'none', ...dishBadges] },
    vegan: { control: 'inline-radio', options: ['as on the menu', 'yes', 'no'] },
    picture: { control: 'select', options: ['as on the menu', 'none', ...menuArtNames] },
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

export const SectionWithNotes: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 560 }}><Story /></div>],
  render: () => <MenuSectionBlock section={sectionById('burritos')} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2 })).toHaveTextContent(i18n._(sectionById('burritos').title))
  },
}

export const SectionWithGroups: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 560 }}><Story /></div>],
  render: () => <MenuSectionBlock section={sectionById('cocktails')} />,
}

/** The section with the most text on a phone, in the language chosen in the toolbar. */
export const SectionLongTextOnPhone: Story = {
  ...longTextOnPhone,
  render: () => <MenuSectionBlock section={sectionById('burritos')} />,
  play: async ({ canvasElement }) => {
    await expectNoOverflow(canvasElement)
  },
}
