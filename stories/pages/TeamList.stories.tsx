import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { TeamList } from '../../src/components/about/TeamList/TeamList'
import { team, teamHeading } from '../../src/content/about'

/** The parts of the about page, each on its own, in their states and in the longest languages. */
const meta = { title: 'Pages/About/TeamList', tags: ['autodocs'] } satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

export const TeamSection: Story = {
  render: () => <TeamList heading={teamHeading} members={team} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('heading', { level: 3 })).toHaveLength(team.length)
  },
}
