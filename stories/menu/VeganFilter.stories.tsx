import type { Meta, StoryObj } from '@storybook/react-vite'
import { plural, t } from '@lingui/core/macro'
import { expect, within } from 'storybook/test'
import { VeganFilter } from '../../src/components/menu/VeganFilter/VeganFilter'
import { longTextOnPhone } from '../../.storybook/modes'
import { expectNoOverflow } from '../longText'

/** The texts of the vegan switch, as VeganFilter words them (the same messages, so any language). */
const veganOnlyLabel = () => t({ message: 'Vegan only' })
const showing = (shownCount: number) => t({ message: plural(shownCount, { one: 'Showing # vegan dish or drink', other: 'Showing # vegan dishes and drinks' }) })

/**
 * The "vegan only" switch and a live line (`output` is a status region) that says how many items
 * remain. The switch's checkbox filters the menu by itself (../veganOnly.css.ts); this island,
 * which wakes on the first tap or focus, says what changed.
 */
const meta = { title: 'Menu/VeganFilter' } satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

export const VeganFilterOff: Story = {
  decorators: [(Story) => <div style={{ padding: 24 }}><Story /></div>],
  render: () => <VeganFilter veganCount={11} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch', { name: veganOnlyLabel() })).not.toBeChecked()
  },
}

export const VeganFilterOn: Story = {
  decorators: [(Story) => <div style={{ padding: 24 }}><Story /></div>],
  render: () => <VeganFilter veganCount={11} defaultSelected />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch', { name: veganOnlyLabel() })).toBeChecked()
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(showing(11))
  },
}

/** The switch and its announcement on a phone, in the language chosen in the toolbar. */
export const VeganFilterLongTextOnPhone: Story = {
  ...longTextOnPhone,
  decorators: [(Story) => <div style={{ padding: 16 }}><Story /></div>],
  render: () => <VeganFilter veganCount={11} defaultSelected />,
  play: async ({ canvasElement }) => {
    await expectNoOverflow(canvasElement)
  },
}
