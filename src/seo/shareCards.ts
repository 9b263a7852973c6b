import type { PageName } from '../content/pages'

/** The kinds of page that get their own share image (1200 × 630, one per language). */
export const shareCardKinds = ['home', 'menu', 'about', 'visit', 'post'] as const
export type ShareCardKind = (typeof shareCardKinds)[number]

/** The share image a page uses: pages without their own kind share the home page's. */
export function shareCardKindOf(page: PageName, isPost = false): ShareCardKind {
  if (isPost) return 'post'
  return page === 'menu' || page === 'about' || page === 'visit' ? page : 'home'
}

/** Where a share image is written in dist/ and served from. */
export const shareImagePath = (language: string, kind: ShareCardKind) => `/share/${language}/${kind}.png`

export const shareImageSize = { width: 1200, height: 630 } as const
