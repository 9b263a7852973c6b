import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { address, addressLine, chatUrl, email, phone, restaurantName } from '../content/business'
import { menu, itemPrices } from '../content/menu/menu'
import { navigationLabels, navigationPages, pageMeta, pagePath } from '../content/pages'
import { hoursExceptions } from '../content/openingHours'
import { rigaToday } from '../hours/calendar'
import { exceptionLines, specialHoursHeading } from '../hours/formatExceptions'
import { formatDays, openingHoursLines } from '../hours/formatHours'
import { datedEvents, weeklyEvents } from '../content/whatsOn'
import { scheduleFrom } from '../hours/contentSchedule'
import { comingEvenings, weekProgramme } from '../hours/whatsOn'
import { eventWords, whatsOnHeading } from '../hours/whatsOnTexts'
import { formatPrice } from '../i18n/formatPrice'
import { languageInfo, type Language } from '../i18n/languages'
import { localizedUrl } from './pageHead'

const headings = {
  hours: msg({ message: 'Opening hours', comment: 'Heading in llms.txt, a plain-text summary of the site that AI assistants read' }),
  address: msg({ message: 'Address', comment: 'Heading in llms.txt, a plain-text summary of the site that AI assistants read' }),
  booking: msg({ message: 'Booking a table', comment: 'Heading in llms.txt, a plain-text summary of the site that AI assistants read. Terms: reservation — see the glossary in docs/translating.md.' }),
  bookingRule: msg({
    message: 'There is no online booking. Book by phone, by e-mail or by a message in the chat:',
    comment: 'In llms.txt, before the phone, e-mail and chat link used to book a table. Terms: reservation — see the glossary in docs/translating.md.',
  }),
  prices: msg({ message: 'Tacos and prices', comment: 'Heading in llms.txt, a plain-text summary of the site that AI assistants read. Terms: tacos — see the glossary in docs/translating.md.' }),
  allPrices: msg({ message: 'Every dish and drink with its price', comment: 'In llms.txt, the text of the link to the full menu' }),
  pages: msg({ message: 'Pages', comment: 'Heading in llms.txt, a plain-text summary of the site that AI assistants read' }),
}

/** Days as ISO 8601 writes them: "2026-12-31", a run "2026-12-24/2026-12-26". */
const isoDays = (from: string, to: string) => (from === to ? from : `${from}/${to}`)

/** The coming exceptions to the hours, as a section, or nothing when none is announced. */
function specialHours(): string[] {
  const lines = exceptionLines(i18n, hoursExceptions, rigaToday())
  if (!lines.length) return []
  return [
    `### ${i18n._(specialHoursHeading)}`,
    ...lines.map((line) => `- ${line.days} (${isoDays(line.from, line.to)}): ${line.hours}${line.reason ? ` · ${line.reason}` : ''}`),
    '',
  ]
}

/**
 * What is on: every week's evenings by their days, then the single ones by ISO date. Sample times
 * (`placeholder`) are left out, as from the structured data: an assistant repeats what it reads as fact.
 */
function evenings(): string[] {
  const today = rigaToday()
  const schedule = scheduleFrom(today)
  const weekly = weekProgramme(schedule, weeklyEvents.filter((event) => !event.placeholder))
  const single = comingEvenings(schedule, today, datedEvents.filter((event) => !event.placeholder))
  if (!weekly.length && !single.length) return []
  return [
    `## ${i18n._(whatsOnHeading)}`,
    ...weekly.map(({ days, event }) => `- ${formatDays(i18n, days, 'entryStart')}: ${eventWords(i18n, event).before}`),
    ...single.map((event) => `- ${event.date}: ${eventWords(i18n, event).before}`),
    '',
  ]
}

const countryName = (language: Language) => new Intl.DisplayNames([languageInfo[language].intlLocale], { type: 'region' }).of(address.country)

/**
 * llms.txt in a language: what an AI assistant needs to answer "is Amigo open tonight, what does a
 * taco cost, how do I book", generated from the content source so it cannot drift.
 */
export function llmsText(language: Language): string {
  const tacos = menu.food.find((section) => section.id === 'tacos')
  const lines = [
    `# ${restaurantName}`,
    '',
    `> ${i18n._(pageMeta.home.description)}`,
    '',
    `## ${i18n._(headings.hours)}`,
    // The lines of the pages' hours tables, days then times or "Closed".
    ...openingHoursLines(i18n).map((line) => `- ${line.days} ${line.hours}`),
    '',
    // The exceptions not over when the site was built, each with its ISO days for a reader that computes.
    ...specialHours(),
    ...evenings(),
    `## ${i18n._(headings.address)}`,
    // A link rather than "address — link": the dash between them differs from language to language.
    `[${addressLine}, ${countryName(language)}](${localizedUrl(language, pagePath('visit'))})`,
    '',
    `## ${i18n._(headings.booking)}`,
    i18n._(headings.bookingRule),
    `- ${phone.display} (tel:${phone.e164})`,
    `- ${email}`,
    `- ${chatUrl}`,
    '',
    `## ${i18n._(headings.prices)}`,
    ...(tacos?.items ?? []).map((item) => `- ${i18n._(item.name)}: ${itemPrices(item).map((cents) => formatPrice(language, cents)).join(' / ')}`),
    `- [${i18n._(headings.allPrices)}](${localizedUrl(language, pagePath('menu'))})`,
    '',
    `## ${i18n._(headings.pages)}`,
    ...navigationPages.map((page) => `- [${i18n._(navigationLabels[page])}](${localizedUrl(language, pagePath(page))})`),
  ]
  return `${lines.join('\n')}\n`
}
