import { i18n } from '@lingui/core'
import { address } from '../content/business'
import { openingHours } from '../content/openingHours'
import { blogPosts } from '../content/blog'
import { activateLanguage } from '../i18n/catalogs'
import { formatDate } from '../i18n/formatDate'
import { formatOpeningPeriod } from '../i18n/formatHours'
import { languages, type Language } from '../i18n/languages'
import { pictures, shareCardContent, shareCardKinds, type ShareCardKind } from './shareCards'

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


