import type { Meta, StoryObj } from '@storybook/react-vite'
import { i18n } from '@lingui/core'
import { plural, t } from '@lingui/core/macro'
import { expect, within } from 'storybook/test'
import { ClosingCall } from '../src/components/home/ClosingCall/ClosingCall'
import { HomeHero } from '../src/components/home/HomeHero/HomeHero'
import { InfoStrip } from '../src/components/home/InfoStrip/InfoStrip'
import { ReasonCard } from '../src/components/home/ReasonCard/ReasonCard'
import { SignatureDishCard } from '../src/components/home/SignatureDishCard/SignatureDishCard'
import { SignatureDishes } from '../src/components/home/SignatureDishes/SignatureDishes'
import { WhyChooseUs } from '../src/components/home/WhyChooseUs/WhyChooseUs'
import { phone, rating, socialProfile } from '../src/content/business'
import { dishBadgeLabels } from '../src/content/menu/dishBadgeLabels'
import { openingHours } from '../src/content/openingHours'
import { pageHeadings } from '../src/content/pages'
import { openingHoursLines } from '../src/hours/formatHours'
import { languageInfo } from '../src/i18n/languages'
import { noBreak } from '../src/i18n/noBreak'
import { reviewCountShort } from '../src/i18n/reviewCountShort'
import { signatureDishes, type SignatureDish } from '../src/content/home'
import { pinned } from '../.storybook/modes'
import { findElement } from './findElement'
import { languageOf } from './languageOf'

/** The sections of the home page, each on its own, in their states and in the longest language. */
const meta = { title: 'Home/Sections', tags: ['autodocs'] } satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

// Plays find texts through the components' own messages, so they pass in every language.

/** The stars' name, as Rating words it: "Rated 4.6 out of 5". */
const ratedName = (language: ReturnType<typeof languageOf>) => {
  const number = new Intl.NumberFormat(languageInfo[language].intlLocale, { maximumFractionDigits: 1 })
  const score = number.format(rating.average)
  const scale = number.format(rating.best)
  return t({ message: `Rated ${score} out of ${scale}` })
}
const dish = (id: string): SignatureDish => {
  const found = signatureDishes.find((candidate) => candidate.item.id === id)
  if (!found) throw new Error(`no signature dish ${id}`)
  return found
}

const onPage = (children: React.ReactNode, maxWidth = 380) => <div style={{ maxWidth, padding: 24 }}>{children}</div>

export const Hero: Story = {
  ...pinned({ viewport: 'desktop' }),
  render: () => <HomeHero />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(i18n._(pageHeadings.home))
    // The table request's button; the call it is without scripts stays in its HTML, hidden.
    await expect(canvas.getByRole('button', { name: t({ message: 'Reserve a table' }) })).toBeVisible()
    await expect(canvasElement.querySelector(`a[href="tel:${phone.e164}"]`)).not.toBeVisible()
    await expect(canvas.getByRole('link', { name: t({ message: 'View menu' }) })).toHaveAttribute('href', `/${languageOf(globals)}/menu`)
    const picture = canvasElement.querySelector('img')
    await expect(picture).toHaveAttribute('loading', 'eager')
    await expect(picture).toHaveAttribute('fetchpriority', 'high')
  },
}

/** On a phone the picture sits above the text. */
export const HeroPhone: Story = { ...pinned({ viewport: 'phone' }), render: () => <HomeHero /> }

/** Finnish, the longest of the seven languages, on a phone. */
export const HeroFinnishPhone: Story = { ...pinned({ language: 'fi', viewport: 'phone' }), render: () => <HomeHero /> }

export const InfoStripWide: Story = {
  render: () => <div style={{ paddingBlock: 48 }}><InfoStrip /></div>,
  play: async ({ canvasElement, globals }) => {
    const language = languageOf(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('img', { name: ratedName(language) })).toBeVisible()
    await expect(canvasElement.querySelectorAll('[role="img"]')).toHaveLength(1)
    // 183 reviews read "180+ reviews" in English.
    const { value: shortCount, text: countText } = reviewCountShort(language, rating.reviewCount)
    await expect(canvasElement).toHaveTextContent(t({ message: plural(shortCount, { one: `${countText} review`, other: `${countText} reviews` }) }))
    // A row per run of days, the closed days last, as every page writes them.
    const rows = [...canvasElement.querySelectorAll('dl > div')].map((row) => [row.querySelector('dt')?.textContent, row.querySelector('dd')?.textContent])
    await expect(rows).toEqual(openingHoursLines(i18n).map((line) => [line.days, line.hours]))
  },
}

/** "17:00" as Finnish writes it, "17.00", written out here rather than by the site's formatter. */
const withDot = (time: string) => time.replace(':', '.')

/**
 * Finnish on a phone: "4,6", times with a dot ("17.00–23.00"), the partitive after the count ("180+
 * arviota"), and whether we are open now, which a phone's header has no room for.
 */
export const InfoStripFinnish: Story = {
  ...pinned({ language: 'fi', viewport: 'phone' }),
  render: () => <div style={{ paddingBlock: 48 }}><InfoStrip /></div>,
  play: async ({ canvasElement }) => {
    // The content's facts, in Finnish words and numbers written out here.
    await expect(within(canvasElement).getByRole('img', { name: new RegExp(String(rating.average).replace('.', ',')) })).toBeVisible()
    for (const period of openingHours) await expect(canvasElement).toHaveTextContent(`${withDot(period.opens)}–${withDot(period.closes)}`)
    const { value, text } = reviewCountShort('fi', rating.reviewCount)
    await expect(canvasElement).toHaveTextContent(`${text} ${new Intl.PluralRules('fi').select(value) === 'one' ? 'arvio' : 'arviota'}`)
    // The status arrives at idle, as on the site, into a box held for it.
    await expect(await findElement(canvasElement, '[data-opening-status]:not([data-opening-status=""])')).toBeVisible()
  },
}

export const WhyCardAuthentic: Story = { render: () => onPage(<ReasonCard reason="authentic" />) }
export const WhyCardQuality: Story = { render: () => onPage(<ReasonCard reason="quality" />) }
export const WhyCardAtmosphere: Story = { render: () => onPage(<ReasonCard reason="atmosphere" />) }
export const WhyCardFinnish: Story = { ...pinned({ language: 'fi' }), render: () => onPage(<ReasonCard reason="quality" />, 300) }

export const WhyChooseUsSection: Story = {
  render: () => <WhyChooseUs />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: t({ message: 'Why choose us' }) })).toBeVisible()
    await expect(within(canvasElement).getAllByRole('article')).toHaveLength(3)
  },
}

export const SignatureDishMostPopular: Story = {
  render: () => onPage(<SignatureDishCard dish={dish('taco-amigo')} />),
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(i18n._(dishBadgeLabels.popular))
    await expect(canvasElement.querySelector('img')).toHaveAttribute('loading', 'lazy')
  },
}
export const SignatureDishChefsChoice: Story = { render: () => onPage(<SignatureDishCard dish={dish('apotitaco')} />) }
export const SignatureDishPremium: Story = { render: () => onPage(<SignatureDishCard dish={dish('taco-papi')} />) }

/** Sold out, as the menu's `soldOut` flag makes it: muted, price struck through, a label read aloud too. */
export const SignatureDishSoldOut: Story = {
  render: () => {
    const { item, picture } = dish('taco-papi')
    return onPage(<SignatureDishCard dish={{ picture, item: { ...item, soldOut: true } }} />)
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t({ message: 'Sold out', context: 'dish' }))).toBeVisible()
  },
}

/** Latvian, the specification's own words on the badge. */
export const SignatureDishLatvian: Story = {
  ...pinned({ language: 'lv' }),
  render: () => onPage(<SignatureDishCard dish={dish('apotitaco')} />),
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Šefpavāra izvēle')
  },
}

export const SignatureDishFinnish: Story = { ...pinned({ language: 'fi' }), render: () => onPage(<SignatureDishCard dish={dish('apotitaco')} />, 300) }

export const SignatureDishesSection: Story = {
  render: () => <SignatureDishes />,
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('link', { name: t({ message: 'View the whole menu' }) })).toHaveAttribute('href', `/${languageOf(globals)}/menu`)
  },
}

export const ClosingCallToAction: Story = {
  render: () => <ClosingCall />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // The label as the button writes it: the number's spaces do not break (src/i18n/noBreak.ts).
    const number = noBreak(phone.display)
    await expect(canvas.getByRole('link', { name: t({ message: `Call ${number}` }) })).toHaveAttribute('href', `tel:${phone.e164}`)
    const social = canvas.getByRole('link', { name: new RegExp(socialProfile.network) })
    await expect(social).toHaveAttribute('href', socialProfile.url)
    await expect(social).toHaveAttribute('target', '_blank')
    await expect(social.getAttribute('rel')).toMatch(/\bnoopener\b/)
  },
}

export const ClosingCallFinnishPhone: Story = { ...pinned({ language: 'fi', viewport: 'phone' }), render: () => <ClosingCall /> }
