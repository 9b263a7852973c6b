import { i18n, type MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { pageHeadings } from '../content/pages'
import { pictures, type PictureName } from '../content/pictures'
import { address } from '../content/business'
import { openingHours } from '../content/openingHours'
import { blogPosts } from '../content/blog'
import { activateLanguage } from '../i18n/catalogs'
import { formatDate } from '../i18n/formatDate'
import { formatOpeningPeriod } from '../hours/formatHours'
import { languages, type Language } from '../i18n/languages'
import { shareCardKinds, type ShareCardKind } from './shareCards'

interface ShareCardContent {
  title: MessageDescriptor
  /** The line under the title; the visit card writes the address and hours instead. */
  line?: MessageDescriptor
  picture: PictureName
}

/** What each kind's share image says and shows. Posts use their own title and picture. */
const shareCardContent: Record<Exclude<ShareCardKind, 'post'>, ShareCardContent> = {
  home: {
    title: pageHeadings.home,
    line: msg({ message: 'Tacos, cocktails and live Latin music in the centre of Riga', comment: 'Text on the picture shown when a link to the home page is shared in a chat or on social media. Terms: tacos, cocktails — see the glossary in docs/translating.md.' }),
    picture: 'hero',
  },
  menu: {
    title: msg({ message: 'Our menu: tacos, burritos and cocktails', comment: 'Text on the picture shown when a link to the menu is shared in a chat or on social media. Terms: tacos, burritos, cocktails — see the glossary in docs/translating.md.' }),
    line: msg({ message: 'Every dish with its price, vegan dishes marked', comment: 'Text on the picture shown when a link to the site is shared in a chat or on social media' }),
    picture: 'tacoAmigo',
  },
  about: {
    title: pageHeadings.about,
    line: msg({ message: 'A chef from Mexico City and a family of friends in Riga', comment: 'Text on the picture shown when a link to the site is shared in a chat or on social media. Terms: chef, Mexico City — see the glossary in docs/translating.md.' }),
    picture: 'interior',
  },
  visit: { title: pageHeadings.visit, picture: 'storefront' },
}

export interface ShareCardText {
  language: Language
  kind: ShareCardKind
  title: string
  line: string
  /** The picture's URL as the build names it (under /assets/). */
  pictureSrc: string
}

/** Build only: the texts of every share image in every language, for scripts/site/shareImages.ts. */
export async function shareCardTexts(): Promise<ShareCardText[]> {
  const cards: ShareCardText[] = []
  for (const language of languages) {
    await activateLanguage(language)
    for (const kind of shareCardKinds) cards.push({ language, kind, ...cardText(language, kind) })
  }
  return cards
}

function cardText(language: Language, kind: ShareCardKind): Omit<ShareCardText, 'language' | 'kind'> {
  if (kind === 'post') {
    const post = blogPosts[0]!
    return { title: i18n._(post.title), line: `${i18n._(post.category)} · ${formatDate(language, post.date)}`, pictureSrc: pictures[post.picture].src }
  }
  const content = shareCardContent[kind]
  const line = content.line
    ? i18n._(content.line)
    : `${address.street}, ${address.city} · ${openingHours.map((period) => formatOpeningPeriod(i18n, period, 'entryStart')).join(' · ')}`
  return { title: i18n._(content.title), line, pictureSrc: pictures[content.picture].src }
}


