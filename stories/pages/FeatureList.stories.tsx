import type { Meta, StoryObj } from '@storybook/react-vite'
import { i18n } from '@lingui/core'
import { expect, within } from 'storybook/test'
import { FeatureList } from '../../src/components/about/FeatureList/FeatureList'
import { aboutFeatures, featuresHeading } from '../../src/content/about'

/** The parts of the about page, each on its own, in their states and in the longest languages. */
const meta = { title: 'Pages/About/FeatureList', tags: ['autodocs'] } satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

export const FeaturesSection: Story = {
  render: () => <FeatureList heading={featuresHeading} features={aboutFeatures} />,
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: i18n._(featuresHeading) })
    await expect(within(section).getAllByRole('listitem')).toHaveLength(aboutFeatures.length)
  },
}
