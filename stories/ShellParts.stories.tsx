import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Icon, iconNames } from '../src/components/controls/Icon/Icon'
import { LanguageChooserPage } from '../src/components/pages/LanguageChooserPage/LanguageChooserPage'
import { MainNav } from '../src/components/shell/MainNav/MainNav'
import { PageIntro } from '../src/components/pages/PageIntro/PageIntro'
import { SiteShell } from '../src/components/shell/SiteShell/SiteShell'
import { SkipLink } from '../src/components/shell/SkipLink/SkipLink'
import { VisitInfo } from '../src/components/shell/VisitInfo/VisitInfo'
import { pageHeadings } from '../src/content/pages'
import { tokens } from '../src/design/tokens'

/** The smaller pieces of the page shell, each in its states. */
const meta = { title: 'Shell/Parts', parameters: { path: '/en/about' } } satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

const onNight = { background: tokens.color.night, padding: 16 }

/** The first Tab stop of every page, shown when it has focus. */
export const SkipLinkFocused: Story = {
  render: () => (
    <div style={{ position: 'relative', minHeight: 80 }}>
      <SkipLink target="main" />
      <main id="main" />
    </div>
  ),
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.tab()
    await expect(within(canvasElement).getByRole('link')).toHaveFocus()
  },
}

export const NavigationRow: Story = {
  render: () => (
    <nav aria-label="Main" style={onNight}>
      <MainNav layout="row" />
    </nav>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(5)
  },
}

export const NavigationColumn: Story = {
  render: () => (
    <nav aria-label="Main" style={onNight}>
      <MainNav layout="column" />
    </nav>
  ),
}

export const AddressAndHours: Story = {
  render: () => (
    <div style={{ ...onNight, display: 'grid', gap: 24 }}>
      <VisitInfo layout="row" />
      <VisitInfo layout="column" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('17:00–23:00')
    await expect(canvasElement).toHaveTextContent('17:00–02:00')
  },
}

export const Icons: Story = {
  render: () => (
    <ul style={{ display: 'flex', gap: 16, listStyle: 'none', padding: 16, flexWrap: 'wrap' }}>
      {iconNames.map((name) => (
        <li key={name} style={{ display: 'grid', justifyItems: 'center', gap: 4 }}>
          <Icon name={name} size="2em" />
          {name}
        </li>
      ))}
    </ul>
  ),
}

/** What an address without a language shows where JavaScript is off. */
export const LanguageChooser: Story = {
  render: () => <LanguageChooserPage />,
  parameters: { path: '/menu' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(7)
  },
}

/** A whole page: header, an opening, footer. */
export const WholePage: Story = {
  render: () => (
    <SiteShell>
      <PageIntro heading={pageHeadings.about} lead="A chef from Mexico City, live Latin music and friends." />
    </SiteShell>
  ),
}
