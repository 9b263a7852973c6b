import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { ReasonIllustration } from '../../src/components/home/ReasonIllustration/ReasonIllustration'
import { homeReasons } from '../../src/content/home'

/** The drawings of the home page's three reasons (ReasonCard), by day and at night (the theme toolbar). Decorative. */
const meta = { title: 'Pages/Home/ReasonIllustration', tags: ['autodocs'] } satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

export const All: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', gap: 24, padding: 24 }}>
      {homeReasons.map((reason) => (
        <div key={reason}>
          <ReasonIllustration reason={reason} />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('svg')).toHaveLength(homeReasons.length)
  },
}
