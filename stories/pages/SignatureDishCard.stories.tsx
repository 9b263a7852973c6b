import type { Meta, StoryObj } from '@storybook/react-vite'
import { i18n } from '@lingui/core'
import { t } from '@lingui/core/macro'
import { expect, within } from 'storybook/test'
import { SignatureDishCard } from '../../src/components/home/SignatureDishCard/SignatureDishCard'
import { dishBadgeLabels } from '../../src/content/menu/dishBadgeLabels'
import { signatureDishes, type SignatureDish } from '../../src/content/home'
import { pinned } from '../../.storybook/modes'
import { dishBadges } from '../../src/content/menu/menuTypes'

/** The sections of the home page, each on its own, in their states and in the longest language. */
const meta = { title: 'Pages/Home/SignatureDishCard', tags: ['autodocs'] } satisfies Meta

export default meta
type Story = StoryObj<typeof meta>
const dishById = (id: string): SignatureDish => {
  const found = signatureDishes.find((candidate) => candidate.item.id === id)
  if (!found) throw new Error(`no signature dish ${id}`)
  return found
}

const onPage = (children: React.ReactNode, maxWidth = 380) => <div style={{ maxWidth, padding: 24 }}>{children}</div>

export const SignatureDishMostPopular: Story = {
  render: () => onPage(<SignatureDishCard dish={dishById('taco-amigo')} />),
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(i18n._(dishBadgeLabels.popular))
    await expect(canvasElement.querySelector('img')).toHaveAttribute('loading', 'lazy')
  },
}
export const SignatureDishChefsChoice: Story = { render: () => onPage(<SignatureDishCard dish={dishById('apotitaco')} />) }
export const SignatureDishPremium: Story = { render: () => onPage(<SignatureDishCard dish={dishById('taco-papi')} />) }

/** Sold out, as the menu's `soldOut` flag makes it: muted, price struck through, a label read aloud too. */
export const SignatureDishSoldOut: Story = {
  render: () => {
    const { item, picture } = dishById('taco-papi')
    return onPage(<SignatureDishCard dish={{ picture, item: { ...item, soldOut: true } }} />)
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t({ message: 'Sold out', context: 'dish' }))).toBeVisible()
  },
}

/** Latvian, the specification's own words on the badge. */
export const SignatureDishLatvian: Story = {
  ...pinned({ language: 'lv' }),
  render: () => onPage(<SignatureDishCard dish={dishById('apotitaco')} />),
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Šefpavāra izvēle')
  },
}

// From PagePartsControls.stories.tsx

// From PagePartsControls.stories.tsx

const at = (width: number, children: React.ReactNode, background?: string) => <div style={{ padding: 24, maxWidth: width, background }}>{children}</div>

interface SignatureDishArgs {
  dish: (typeof signatureDishes)[number]['item']['id']
  badge: 'as on the menu' | 'none' | (typeof dishBadges)[number]
  soldOut: boolean
  width: number
}

/** A signature dish of the home page: the menu's own item (name, description, badge, price, sold out). */
export const Playground: StoryObj<SignatureDishArgs> = {
  args: { dish: 'taco-amigo', badge: 'as on the menu', soldOut: false, width: 380 },
  argTypes: {
    dish: { control: 'inline-radio', options: signatureDishes.map((dish) => dish.item.id) },
    badge: { control: 'inline-radio', options: ['as on the menu', 'none', ...dishBadges] },
    soldOut: { control: 'boolean' },
    width: { control: { type: 'range', min: 260, max: 520, step: 10 } },
  },
  render: ({ dish: id, badge, soldOut, width }) => {
    const dish = signatureDishes.find((candidate) => candidate.item.id === id) ?? signatureDishes[0]!
    const item = { ...dish.item, soldOut: soldOut || dish.item.soldOut, badge: badge === 'as on the menu' ? dish.item.badge : badge === 'none' ? undefined : badge }
    return at(width, <SignatureDishCard dish={{ ...dish, item }} />)
  },
  play: async ({ canvasElement, args }) => {
    const dish = signatureDishes.find((candidate) => candidate.item.id === args.dish)!
    await expect(within(canvasElement).getByRole('heading', { level: 3 })).toHaveTextContent(i18n._(dish.item.name))
  },
}
