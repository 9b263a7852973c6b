import type { Meta, StoryObj } from '@storybook/react-vite'
import { i18n } from '@lingui/core'
import { t } from '@lingui/core/macro'
import { expect, waitFor, within } from 'storybook/test'
import { Icon, iconNames } from '../src/components/controls/Icon/Icon'
import { MenuLead } from '../src/components/menu/MenuLead/MenuLead'
import { LanguageChooserPage } from '../src/components/pages/LanguageChooserPage/LanguageChooserPage'
import { MainNav } from '../src/components/shell/MainNav/MainNav'
import { MobileMenu } from '../src/components/shell/MobileMenu/MobileMenu'
import { PageIntro } from '../src/components/pages/PageIntro/PageIntro'
import { ReserveTable } from '../src/components/reserve/ReserveTable/ReserveTable'
import { ReserveWays } from '../src/components/reserve/ReserveWays/ReserveWays'
import { requestReplies } from '../src/content/reservations'
import { button } from '../src/design/recipes.css'
import { chatAppName } from '../src/reservations/chatLinks'
import { SiteShell } from '../src/components/shell/SiteShell/SiteShell'
import { SkipLink } from '../src/components/shell/SkipLink/SkipLink'
import { SocialLink } from '../src/components/shell/SocialLink/SocialLink'
import { StoredPageNotice } from '../src/components/shell/StoredPageNotice/StoredPageNotice'
import { VisitInfo } from '../src/components/shell/VisitInfo/VisitInfo'
import { address, phone, socialProfile } from '../src/content/business'
import { contentSchedule } from '../src/hours/contentSchedule'
import { openingHours } from '../src/content/openingHours'
import { navigationLabels, navigationPages, pageHeadings } from '../src/content/pages'
import { tokens } from '../src/design/tokens'
import { formatDate } from '../src/i18n/formatDate'
import { formatTime } from '../src/hours/formatHours'
import { languages } from '../src/i18n/languages'
import { longTextOnPhone } from '../.storybook/modes'
import { expectFits, expectNoOverflow } from './longText'
import { languageOf } from './languageOf'
import { nightGround } from '../src/design/focusRing.css'

/** The smaller pieces of the page shell, each in its states. The about page is the current one. */
const meta = { title: 'Shell/Parts', parameters: { path: '/$lang/about' } } satisfies Meta

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
    const link = within(canvasElement).getByRole('link', { name: t({ message: 'Skip to content' }) })
    await expect(link).toHaveFocus()
    await expect(link).toBeVisible()
  },
}

export const SkipLinkLongTextOnPhone: Story = {
  ...longTextOnPhone,
  render: SkipLinkFocused.render,
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.tab()
    const box = within(canvasElement).getByRole('link').getBoundingClientRect()
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth)
    await expectNoOverflow(canvasElement)
  },
}

export const NavigationRow: Story = {
  render: () => (
    <nav aria-label="Main" className={nightGround} style={onNight}>
      <MainNav layout="row" />
    </nav>
  ),
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link')
    await expect(links.map((link) => link.textContent)).toEqual(navigationPages.map((page) => i18n._(navigationLabels[page])))
    await expect(within(canvasElement).getByRole('link', { name: i18n._(navigationLabels.about) })).toHaveAttribute('aria-current', 'page')
  },
}

export const NavigationColumn: Story = {
  render: () => (
    <nav aria-label="Main" className={nightGround} style={onNight}>
      <MainNav layout="column" />
    </nav>
  ),
}

export const NavigationLongTextOnPhone: Story = {
  ...longTextOnPhone,
  render: NavigationColumn.render,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(navigationPages.length)
    await expectNoOverflow(canvasElement)
  },
}

export const AddressAndHours: Story = {
  render: () => (
    <div className={nightGround} style={{ ...onNight, display: 'grid', gap: 24 }}>
      <VisitInfo layout="row" />
      <VisitInfo layout="column" />
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    const language = languageOf(globals)
    await expect(canvasElement).toHaveTextContent(address.street)
    for (const period of openingHours) await expect(canvasElement).toHaveTextContent(`${formatTime(language, period.opens)}–${formatTime(language, period.closes)}`)
  },
}

/** Address, hours and today's status in the phone menu's column, in the language chosen. */
export const AddressAndHoursLongTextOnPhone: Story = {
  ...longTextOnPhone,
  render: () => (
    <div className={nightGround} style={onNight}>
      <VisitInfo layout="column" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expectNoOverflow(canvasElement)
  },
}

/** The phone menu on its own: a toggle, and the panel it opens, which books by a call first, then by a table request (the chat without JavaScript). */
export const MobileMenuOpen: Story = {
  ...longTextOnPhone,
  render: () => (
    <div className={nightGround} style={{ ...onNight, minHeight: 560 }}>
      <MobileMenu />
    </div>
  ),
  play: async ({ canvasElement, userEvent }) => {
    const toggle = within(canvasElement).getByRole('button', { name: t({ message: 'Site navigation' }) })
    await userEvent.click(toggle)
    const nav = await waitFor(() => within(canvasElement).getByRole('navigation', { name: t({ message: 'Main' }) }))
    await expect(within(nav).getAllByRole('link')).toHaveLength(navigationPages.length)
    const panel = canvasElement.querySelector<HTMLElement>('div[popover]')!
    await expect(within(panel).getByRole('link', { name: t({ message: 'Reserve by phone' }) })).toHaveAttribute('href', `tel:${phone.e164}`)
    await expect(within(panel).getByRole('button', { name: t({ message: 'Reserve a table' }) })).toBeVisible()
    await expect(within(nav).getByRole('link', { name: i18n._(navigationLabels.menu) })).toHaveAttribute('href', expect.stringMatching(/\/menu$/))
    // Its button closes it, and opens it again (a link chosen in it loads the next page, closed).
    await userEvent.click(toggle)
    await waitFor(() => expect(panel).not.toBeVisible())
    await userEvent.click(toggle)
    await expectNoOverflow(canvasElement)
  },
}

/** The header's reserve button: it opens the table request (a call, in a page without JavaScript). */
export const Reserve: Story = {
  render: () => (
    <div style={{ padding: 24 }}>
      <ReserveTable schedule={contentSchedule} fallback={{ channel: 'call', href: `tel:${phone.e164}`, label: t({ message: 'Reserve by phone' }) }} inHeader />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: t({ message: 'Reserve a table' }) })).toBeVisible()
    // The link it is without JavaScript is in its HTML, hidden while scripts run.
    await expect(canvasElement.querySelector(`a[href="tel:${phone.e164}"]`)).not.toBeVisible()
  },
}

/** The header's reserve button where no script runs: a native popover with every way to book, the call, each chat app the house answers, the e-mail. */
export const ReserveWithoutScripts: Story = {
  render: () => (
    <div style={{ padding: 24, minHeight: 420 }}>
      <ReserveWays className={button()}>{t({ message: 'Reserve a table' })}</ReserveWays>
    </div>
  ),
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: t({ message: 'Reserve a table' }) }))
    const list = canvasElement.querySelector<HTMLElement>('[popover]')!
    await waitFor(() => expect(list).toBeVisible())
    await expect(within(list).getAllByRole('link')[0]).toHaveAttribute('href', `tel:${phone.e164}`)
    for (const app of requestReplies.chatApps) await expect(within(list).getByRole('link', { name: new RegExp(chatAppName[app]) })).toBeVisible()
  },
}

/** The social profile, opening in a new tab; the tooltip names the network. */
export const Social: Story = {
  render: () => (
    <div style={{ padding: 48 }}>
      <SocialLink className="" />
    </div>
  ),
  play: async ({ canvasElement, userEvent }) => {
    const link = within(canvasElement).getByRole('link', { name: new RegExp(socialProfile.handle) })
    await expect(link).toHaveAttribute('href', socialProfile.url)
    await userEvent.tab()
    const network = socialProfile.network
    await expect(await waitFor(() => within(document.body).getByRole('tooltip'))).toHaveTextContent(t({ message: `Amigo on ${network}` }))
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
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('svg')).toHaveLength(iconNames.length)
  },
}

/** What an address without a language shows where JavaScript is off. */
export const LanguageChooser: Story = {
  render: () => <LanguageChooserPage />,
  tags: ['page'],
  parameters: { path: '/menu' },
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link')
    await expect(links.map((link) => link.getAttribute('hreflang'))).toEqual([...languages])
    await expectFits(canvasElement)
  },
}

/** The day the stories' stored pages were saved on the device. */
const storedOn = new Date(2026, 10, 27, 19, 30)

/** Over a page the offline worker answered from the device's storage: since when. Nothing otherwise. */
export const StoredPage: Story = {
  render: () => <StoredPageNotice storedOn={storedOn} />,
  play: async ({ canvasElement, globals }) => {
    const date = formatDate(languageOf(globals), '2026-11-27')
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t({ message: `You’re offline. This page was saved on ${date}.` }))
  },
}

export const StoredPageLongTextOnPhone: Story = {
  ...longTextOnPhone,
  render: StoredPage.render,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeVisible()
    await expectNoOverflow(canvasElement)
  },
}

/** A whole page: header, an opening, footer. */
export const WholePage: Story = {
  tags: ['page'],
  render: () => (
    <SiteShell>
      <PageIntro heading={pageHeadings.about} lead={<MenuLead />} />
    </SiteShell>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('banner')).toBeVisible()
    await expect(within(canvasElement).getByRole('main')).toHaveTextContent(i18n._(pageHeadings.about))
    await expect(within(canvasElement).getByRole('contentinfo')).toBeVisible()
    await expectFits(canvasElement)
  },
}
