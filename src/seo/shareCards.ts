import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { pageHeadings, type PageName } from '../content/pages'
import { pictures, type PictureName } from '../content/pictures'

/** The kinds of page that get their own share image (1200 × 630, one per language). */
export const shareCardKinds = ['home', 'menu', 'about', 'visit', 'post'] as const
export type ShareCardKind = (typeof shareCardKinds)[number]

interface ShareCardContent {
  title: MessageDescriptor
  /** The line under the title; the visit card writes the address and hours instead. */
  line?: MessageDescriptor
  picture: PictureName
}

/** What each kind's share image says and shows. Posts use their own title and picture. */
export const shareCardContent: Record<Exclude<ShareCardKind, 'post'>, ShareCardContent> = {
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

/** The share image a page uses: pages without their own kind share the home page's. */
export function shareCardKindOf(page: PageName, isPost = false): ShareCardKind {
  if (isPost) return 'post'
  return page === 'menu' || page === 'about' || page === 'visit' ? page : 'home'
}

/** Where a share image is written in dist/ and served from. */
export const shareImagePath = (language: string, kind: ShareCardKind) => `/share/${language}/${kind}.png`

export const shareImageSize = { width: 1200, height: 630 } as const

export { pictures }
