import type { Meta, StoryObj } from '@storybook/react-vite'
import { t } from '@lingui/core/macro'
import { expect, within } from 'storybook/test'
import { SignatureDishes } from '../../src/components/home/SignatureDishes/SignatureDishes'
import { languageOf } from '../languageOf'

/** The sections of the home page, each on its own, in their states and in the longest language. */
const meta = { title: 'Pages/Home/SignatureDishes', tags: ['autodocs'] } satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

export const SignatureDishesSection: Story = {
  render: () => <SignatureDishes />,
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('link', { name: t({ message: 'View the whole menu' }) })).toHaveAttribute('href', `/${languageOf(globals)}/menu`)
  },
}
