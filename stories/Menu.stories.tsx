import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { MenuItemRow } from '../src/components/menu/MenuItemRow/MenuItemRow'
import { MenuSectionBlock } from '../src/components/menu/MenuSectionBlock/MenuSectionBlock'
import { allSections } from '../src/content/menu/menu'
import type { MenuItem } from '../src/content/menu/menuTypes'

const sections = allSections()
const itemById = (id: string): MenuItem => {
  const item = sections.flatMap((section) => section.items).find((candidate) => candidate.id === id)
  if (!item) throw new Error(`no menu item ${id}`)
  return item
}

/** Menu items in each state, and whole sections. */
const meta = { title: 'Menu/Items and sections' } satisfies Meta

const inList = (item: MenuItem) => (
  <ul style={{ listStyle: 'none', maxWidth: 560, padding: 24, margin: 0 }}>
    <MenuItemRow item={item} />
  </ul>
)

export default meta
type Story = StoryObj<typeof meta>

export const WithBadge: Story = { render: () => inList(itemById('taco-amigo')) }

export const Vegan: Story = {
  render: () => inList(itemById('taco-smurf')),
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Vegan')
  },
}

/** A dish with a thumbnail that opens larger. */
export const WithThumbnail: Story = { render: () => inList(itemById('caesar-salad')) }

export const Plain: Story = { render: () => inList(itemById('chilaquiles')) }

export const WithVersions: Story = { render: () => inList(itemById('burrito')) }

export const WithExtraDescription: Story = { render: () => inList(itemById('margarita-clasica')) }

/** Sold out: muted, price struck through, a label that screen readers read too. */
export const SoldOut: Story = {
  render: () => inList({ ...itemById('churros'), soldOut: true }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Sold out')).toBeVisible()
  },
}

export const SectionWithNotes: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 560 }}><Story /></div>],
  render: () => <MenuSectionBlock section={sections.find((section) => section.id === 'burritos')!} />,
}

export const SectionWithGroups: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 560 }}><Story /></div>],
  render: () => <MenuSectionBlock section={sections.find((section) => section.id === 'cocktails')!} />,
}
