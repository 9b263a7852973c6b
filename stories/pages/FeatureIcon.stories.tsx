import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { FeatureIcon } from '../../src/components/about/FeatureIcon/FeatureIcon'
import { featureIcons } from '../../src/content/about'

/** The pictures of the about page's features (FeatureCard), in the text's colour. Decorative: the card's heading names the feature. */
const meta = { title: 'Pages/About/FeatureIcon', tags: ['autodocs'] } satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

export const All: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 24, padding: 24 }}>
      {featureIcons.map((name) => (
        <FeatureIcon key={name} name={name} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('svg')).toHaveLength(featureIcons.length)
  },
}
