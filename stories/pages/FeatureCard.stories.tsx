import type { Meta, StoryObj } from '@storybook/react-vite'
import { i18n } from '@lingui/core'
import { expect, within } from 'storybook/test'
import { FeatureCard } from '../../src/components/about/FeatureCard/FeatureCard'
import { aboutFeatures } from '../../src/content/about'

/** The parts of the about page, each on its own, in their states and in the longest languages. */
const meta = { title: 'Pages/About/FeatureCard', tags: ['autodocs'] } satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

const onPage = (children: React.ReactNode, maxWidth = 320) => <div style={{ maxWidth, padding: 24 }}>{children}</div>
const feature = (id: string) => aboutFeatures.find((candidate) => candidate.id === id)!
// Plays find texts through the content's and components' own messages, so they pass in every language.

export const FeatureChef: Story = {
  render: () => onPage(<FeatureCard feature={feature('chef')} />),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent(i18n._(feature('chef').title))
    // The drawing is decorative: the title says it.
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true')
  },
}

/** The four medallion colours the cards take in turn. */
export const FeatureTones: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 16, padding: 24 }}>
      <FeatureCard feature={feature('chef')} tone="brand" />
      <FeatureCard feature={feature('food')} tone="marigold" />
      <FeatureCard feature={feature('music')} tone="agave" />
      <FeatureCard feature={feature('family')} tone="night" />
    </div>
  ),
}
