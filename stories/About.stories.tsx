import type { Meta, StoryObj } from '@storybook/react-vite'
import { i18n } from '@lingui/core'
import { t } from '@lingui/core/macro'
import { expect, within } from 'storybook/test'
import { AboutQuote } from '../src/components/about/AboutQuote/AboutQuote'
import { ComeVisit } from '../src/components/about/ComeVisit/ComeVisit'
import { FeatureCard } from '../src/components/about/FeatureCard/FeatureCard'
import { FeatureList } from '../src/components/about/FeatureList/FeatureList'
import { TeamCard } from '../src/components/about/TeamCard/TeamCard'
import { TeamList } from '../src/components/about/TeamList/TeamList'
import { aboutFeatures, chefExperienceYears, featuresHeading, philosophyQuote, storyQuote, team, teamHeading } from '../src/content/about'
import { address } from '../src/content/business'
import { openingHours } from '../src/content/openingHours'
import { openingHoursLines } from '../src/hours/formatHours'
import { pictures } from '../src/content/pictures'
import { pinned } from '../.storybook/modes'
import { asShown } from './findElement'
import { languageOf } from './languageOf'

/** The parts of the about page, each on its own, in their states and in the longest languages. */
const meta = { title: 'About/Parts', tags: ['autodocs'] } satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

const onPage = (children: React.ReactNode, maxWidth = 320) => <div style={{ maxWidth, padding: 24 }}>{children}</div>
const feature = (id: string) => aboutFeatures.find((candidate) => candidate.id === id)!
const member = (id: string) => team.find((candidate) => candidate.id === id)!
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

export const FeatureFinnish: Story = { ...pinned({ language: 'fi' }), render: () => onPage(<FeatureCard feature={feature('food')} tone="agave" />, 260) }

export const FeaturesSection: Story = {
  render: () => <FeatureList heading={featuresHeading} features={aboutFeatures} />,
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: i18n._(featuresHeading) })
    await expect(within(section).getAllByRole('listitem')).toHaveLength(aboutFeatures.length)
  },
}

export const FeaturesSectionRussianPhone: Story = {
  ...pinned({ language: 'ru', viewport: 'phone' }),
  render: () => <FeatureList heading={featuresHeading} features={aboutFeatures} />,
}

export const StoryQuote: Story = {
  render: () => <AboutQuote quote={storyQuote} isPriority />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('region', { name: i18n._(storyQuote.heading) })).toBeVisible()
    await expect(canvasElement.querySelector('blockquote')).toHaveTextContent(i18n._(storyQuote.text))
    await expect(canvasElement.querySelector('figcaption')).toHaveTextContent(i18n._(storyQuote.attribution))
    await expect(canvasElement.querySelector('img')).toHaveAttribute('loading', 'eager')
  },
}

/** The picture on the other side on wide screens; on phones it stays above the words. */
export const PhilosophyQuotePictureEnd: Story = {
  ...pinned({ viewport: 'desktop' }),
  render: () => <AboutQuote quote={philosophyQuote} pictureSide="end" />,
  play: async ({ canvasElement }) => {
    const picture = canvasElement.querySelector('img')!.getBoundingClientRect()
    const quote = canvasElement.querySelector('blockquote')!.getBoundingClientRect()
    await expect(picture.left).toBeGreaterThan(quote.left)
    await expect(canvasElement.querySelector('img')).toHaveAttribute('loading', 'lazy')
  },
}

export const StoryQuoteRussianPhone: Story = { ...pinned({ language: 'ru', viewport: 'phone' }), render: () => <AboutQuote quote={storyQuote} /> }

export const TeamChef: Story = {
  render: () => onPage(<TeamCard member={member('chef')} />, 360),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent(i18n._(member('chef').role))
    await expect(canvasElement).toHaveTextContent(asShown(i18n._(member('chef').text)))
    await expect(canvasElement).toHaveTextContent(String(chefExperienceYears))
    await expect(canvas.getByRole('img')).toHaveAccessibleName(i18n._(pictures.teamChef.alt))
  },
}

export const TeamStaff: Story = { render: () => onPage(<TeamCard member={member('staff')} />, 360) }
export const TeamBartender: Story = { render: () => onPage(<TeamCard member={member('bartender')} />, 360) }

/** Russian: the plural of the chef's years ("15 лет"). */
export const TeamChefRussian: Story = {
  ...pinned({ language: 'ru' }),
  render: () => onPage(<TeamCard member={member('chef')} />, 360),
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(`${chefExperienceYears} лет опыта`)
  },
}

export const TeamSection: Story = {
  ...pinned({ viewport: 'desktop' }),
  render: () => <TeamList heading={teamHeading} members={team} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('heading', { level: 3 })).toHaveLength(team.length)
  },
}

export const TeamSectionFinnishPhone: Story = {
  ...pinned({ language: 'fi', viewport: 'phone' }),
  render: () => <TeamList heading={teamHeading} members={team} />,
}

export const ComeVisitBlock: Story = {
  render: () => <ComeVisit />,
  play: async ({ canvasElement, globals }) => {
    const language = languageOf(globals)
    const canvas = within(canvasElement)
    const block = canvas.getByRole('region', { name: t({ message: 'Come and visit us' }) })
    await expect(block).toBeVisible()
    // Where and when, from the content: the page's footer then leaves them out.
    await expect(block.querySelector('address')).toHaveTextContent(address.street)
    await expect(block.querySelectorAll('dl')[0]!.querySelectorAll('dt')).toHaveLength(openingHoursLines(i18n, openingHours).length)
    await expect(canvas.getByRole('link', { name: t({ message: 'How to find us' }) })).toHaveAttribute('href', `/${language}/visit`)
    await expect(canvas.getByRole('link', { name: t({ message: 'See the menu' }) })).toHaveAttribute('href', `/${language}/menu`)
  },
}

/** Finnish on a phone: the invitation and its links, then where and when under a rule. */
export const ComeVisitFinnishPhone: Story = {
  ...pinned({ language: 'fi', viewport: 'phone' }),
  render: () => <ComeVisit />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Näin löydät meidät' })).toHaveAttribute('href', '/fi/visit')
    const [links, facts] = [canvasElement.querySelector('a')!.getBoundingClientRect(), canvasElement.querySelector('address')!.getBoundingClientRect()]
    await expect(facts.top).toBeGreaterThan(links.bottom)
  },
}

/** A week before Christmas, at night: the days whose hours differ come under the week's, as in the footer. */
export const ComeVisitWithHolidaysAhead: Story = {
  ...pinned({ theme: 'night', viewport: 'desktop' }),
  render: () => (
    <ComeVisit
      today="2026-12-17"
      exceptions={[
        { from: '2026-12-24', to: '2026-12-26', closed: true, reason: 'publicHoliday' },
        { date: '2026-12-31', opens: '18:00', closes: '03:00', reason: 'holidayHours' },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const [week, exceptions] = canvasElement.querySelectorAll('dl')
    await expect(exceptions!.querySelectorAll('dt')).toHaveLength(2)
    // Beside the invitation on a wide screen, under the same top.
    await expect(week!.getBoundingClientRect().left).toBeGreaterThan(canvasElement.querySelector('h2')!.getBoundingClientRect().right)
  },
}
