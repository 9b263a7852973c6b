import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Badge } from '../src/components/controls/Badge/Badge'
import { badgeTones } from '../src/design/recipes.css'

const meta = {
  title: 'Controls/Badge',
  component: Badge,
  args: { children: 'Populārākais', tone: 'brand' },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Badge>

export default meta
type Story = StoryObj<typeof meta>

export const Brand: Story = {}

/** Every tone, as dish cards, vegan marks and sold-out labels use them. */
export const AllTones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {badgeTones.map((tone) => (
        <Badge key={tone} tone={tone}>
          {tone}
        </Badge>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const tone of badgeTones) await expect(canvas.getByText(tone)).toBeVisible()
  },
}
