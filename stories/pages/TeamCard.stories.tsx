import type { Meta, StoryObj } from '@storybook/react-vite'
import { i18n } from '@lingui/core'
import { expect, within } from 'storybook/test'
import { TeamCard } from '../../src/components/about/TeamCard/TeamCard'
import { chefExperienceYears, team } from '../../src/content/about'
import { pictures } from '../../src/content/pictures'
import { pinned } from '../../.storybook/modes'
import { asShown } from '../findElement'

/** The parts of the about page, each on its own, in their states and in the longest languages. */
const meta = { title: 'Pages/About/TeamCard', tags: ['autodocs'] } satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

// From About.stories.tsx

const onPage = (children: React.ReactNode, maxWidth = 320) => <div style={{ maxWidth, padding: 24 }}>{children}</div>
const memberById = (id: string) => team.find((candidate) => candidate.id === id)!

export const TeamChef: Story = {
  render: () => onPage(<TeamCard member={memberById('chef')} />, 360),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent(i18n._(memberById('chef').role))
    await expect(canvasElement).toHaveTextContent(asShown(i18n._(memberById('chef').text)))
    await expect(canvasElement).toHaveTextContent(String(chefExperienceYears))
    await expect(canvas.getByRole('img')).toHaveAccessibleName(i18n._(pictures.teamChef.alt))
  },
}

export const TeamStaff: Story = { render: () => onPage(<TeamCard member={memberById('staff')} />, 360) }
export const TeamBartender: Story = { render: () => onPage(<TeamCard member={memberById('bartender')} />, 360) }

/** Russian: the plural of the chef's years ("15 лет"). */
export const TeamChefRussian: Story = {
  ...pinned({ language: 'ru' }),
  render: () => onPage(<TeamCard member={memberById('chef')} />, 360),
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(`${chefExperienceYears} лет опыта`)
  },
}

// From PagePartsControls.stories.tsx

// From PagePartsControls.stories.tsx

const at = (width: number, children: React.ReactNode, background?: string) => <div style={{ padding: 24, maxWidth: width, background }}>{children}</div>

interface TeamArgs {
  member: string
  width: number
}

/** A member of the team on the about page: a role and a line, never a personal name. */
export const Playground: StoryObj<TeamArgs> = {
  args: { member: team[0]?.id ?? 'chef', width: 360 },
  argTypes: {
    member: { control: 'inline-radio', options: team.map((member) => member.id) },
    width: { control: { type: 'range', min: 260, max: 520, step: 10 } },
  },
  render: ({ member, width }) => at(width, <TeamCard member={team.find((candidate) => candidate.id === member) ?? team[0]!} />),
  play: async ({ canvasElement, args }) => {
    const member = team.find((candidate) => candidate.id === args.member)!
    await expect(within(canvasElement).getByRole('heading', { level: 3 })).toHaveTextContent(i18n._(member.role))
  },
}
