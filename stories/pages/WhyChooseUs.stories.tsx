import type { Meta, StoryObj } from '@storybook/react-vite'
import { t } from '@lingui/core/macro'
import { expect, within } from 'storybook/test'
import { WhyChooseUs } from '../../src/components/home/WhyChooseUs/WhyChooseUs'

/** The sections of the home page, each on its own, in their states and in the longest language. */
const meta = { title: 'Pages/Home/WhyChooseUs', tags: ['autodocs'] } satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

export const WhyChooseUsSection: Story = {
  render: () => <WhyChooseUs />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: t({ message: 'Why choose us' }) })).toBeVisible()
    await expect(within(canvasElement).getAllByRole('article')).toHaveLength(3)
  },
}
