import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { EventKind } from '../content/whatsOn'
import { formatTime } from '../i18n/formatTime'
import { defaultLanguage, isLanguage } from '../i18n/languages'
import { rangeDash } from '../i18n/rangeDash'
import { timeWithItsWords } from '../i18n/noBreak'

// Each comment is written out in its own msg() call: extraction reads only literal text.
export const eventKindNames: Record<EventKind, MessageDescriptor> = {
  karaoke: msg({ message: 'Karaoke', comment: 'What is on at the restaurant: a karaoke evening. It begins a line ("Karaoke from 21:00"), so capitalise it as a line’s first word.' }),
  liveMusic: msg({ message: 'Live Latin music', comment: 'What is on at the restaurant: a band plays Latin music. It begins a line ("Live Latin music 21:00–00:00"). Use the glossary’s words for live Latin music (docs/translating.md).' }),
  happyHour: msg({ message: 'Happy hour', comment: 'What is on at the restaurant: the happy hour, drinks at a lower price. It begins a line ("Happy hour until 19:00"). Terms: happy hour — see the glossary in docs/translating.md.' }),
  dancing: msg({ message: 'Latin dance night', comment: 'What is on at the restaurant: an evening of dancing to Latin music (salsa, bachata, cumbia). It begins a line ("Latin dance night from 22:00").' }),
  match: msg({ message: 'Match on the big screen', comment: 'What is on at the restaurant: a sports match (hockey, football) shown on a large screen in the bar. It begins a line ("Match on the big screen from 20:00").' }),
  tasting: msg({ message: 'Tequila and mezcal tasting', comment: 'What is on at the restaurant: a guided tasting of tequilas and mezcals. It begins a line. Terms: tequila, mezcal — see the glossary in docs/translating.md.' }),
}

export const tonightLabel = msg({
  message: 'Tonight',
  comment: 'Home and visit pages, beside the opening status: label before what is on this evening ("Tonight: Karaoke from 21:00"). Shown only on the day itself.',
})

export const whatsOnHeading = msg({
  message: 'Evenings at Amigo',
  comment: 'Heading of the list of what is on every week (karaoke, live music, the happy hour) and the single evenings coming up, on the home page and the visit page. "Amigo" is the restaurant’s name.',
})

export const whatsOnLead = msg({
  message: 'Come for dinner, stay for the music: what is on every week.',
  comment: 'Home page: the line under "Evenings at Amigo", above a card for each evening of the week (karaoke, live music, the happy hour). Terms: form of address — see the glossary in docs/translating.md.',
})

export const comingUpHeading = msg({
  message: 'Coming up',
  comment: 'Home and visit pages: heading above the single evenings of the coming days (a match on the big screen, a tasting), each with its date.',
})

const languageOf = (i18n: I18n) => (isLanguage(i18n.locale) ? i18n.locale : defaultLanguage)

/**
 * An evening's event in words before it starts ("Karaoke from 21:00", "Happy hour 17:00–19:00") and
 * once it has ("Happy hour until 19:00"); `range`, the times that end `before` when it has two, which
 * a page keeps on one line ("17:00–" ended a line).
 */
export function eventWords(i18n: I18n, event: { kind: EventKind; starts: string; ends: string; untilClosing: boolean }): { before: string; since: string; range?: string } {
  const language = languageOf(i18n)
  const name = i18n._(eventKindNames[event.kind])
  const time = formatTime(language, event.starts)
  const end = formatTime(language, event.ends)
  const range = `${time}${rangeDash}${end}`
  return {
    ...(!event.untilClosing && { range }),
    before: event.untilClosing
      ? timeWithItsWords(i18n._(msg({ message: `${name} from ${time}`, comment: 'What is on, before it starts: {name} is its kind (Karaoke, Live Latin music…), {time} when it starts, e.g. 21:00; it lasts until closing.' })), time)
      : `${name} ${range}`,
    since: timeWithItsWords(i18n._(msg({ message: `${name} until ${end}`, comment: 'What is on, once it has started: {name} is its kind (Happy hour, Karaoke…), {end} when it ends, e.g. 19:00.' })), end),
  }
}

/** An evening's time alone, for a card under its name: "from 21:00", or "17:00–19:00". */
export function eventTime(i18n: I18n, event: { starts: string; ends: string; untilClosing: boolean }): string {
  const language = languageOf(i18n)
  const time = formatTime(language, event.starts)
  return event.untilClosing
    ? timeWithItsWords(i18n._(msg({ message: `from ${time}`, comment: 'What is on, on a card under its name ("Karaoke" / "Thu · from 21:00"): {time} is when it starts, e.g. 21:00; it lasts until closing.' })), time)
    : `${time}${rangeDash}${formatTime(language, event.ends)}`
}

/** The structured data's description of an evening, in the page's language. */
export function eventDescription(i18n: I18n, kind: EventKind): string {
  const name = i18n._(eventKindNames[kind])
  return i18n._(msg({ message: `${name} at Amigo, the Mexican restaurant and bar in the centre of Riga.`, comment: 'Structured data that search engines read (not shown on the page): the description of an evening; {name} is its kind (Karaoke, Live Latin music…), as it begins a line.' }))
}
