import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { AllergenLegend, allergenLegendId } from '../../src/components/menu/AllergenLegend/AllergenLegend'

/**
 * The legend of the allergens' numbers: the EU's fourteen (Annex II of Regulation 1169/2011) in the
 * page's language, a native popover that a number under a dish opens. Keyboard users read the names
 * in each item's "Allergens" list, so the numbers are not in the tab order.
 *
 * **Related:** MenuItemRow, VeganFilter.
 */
const meta = { title: 'Menu/AllergenLegend', tags: ['autodocs'] } satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/** Open, as a tap on a number under a dish opens it. */
export const Open: Story = {
  render: () => <AllergenLegend />,
  play: async ({ canvasElement }) => {
    const legend = canvasElement.ownerDocument.getElementById(allergenLegendId)!
    legend.showPopover()
    await expect(within(legend).getAllByRole('listitem')).toHaveLength(14)
  },
}
