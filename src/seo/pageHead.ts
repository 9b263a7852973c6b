import { i18n } from '@lingui/core'
import { languageInfo, languages, type Language } from '../i18n/languages'
import { pageMeta, type PageName } from '../content/pages'
import { siteOrigin } from '../content/site'
import { restaurantName } from '../content/business'
import { shareCardKindOf, shareImagePath, shareImageSize } from './shareCards'

/** The canonical URL of a path in a language: `/{lang}` + the page's path ("/" for home). */
export function localizedUrl(language: Language, path: string): string {
  return `${siteOrigin}/${language}${path}`
}

interface HeadOptions {
  language: Language
  /** Path after the language prefix, starting with "/". */
  path: string
  page: PageName
  /** Overrides the page's title, for pages with their own (a blog post). */
  title?: string
  /** Overrides the page's description, for pages with their own (a blog post). */
  description?: string
}

/** Title, description, keywords, canonical, hreflang alternates and Open Graph of a page. */
export function pageHead({ language, path, page, title, description: ownDescription }: HeadOptions) {
  const meta = pageMeta[page]
  const pageTitle = title ?? i18n._(meta.title)
  const description = ownDescription ?? i18n._(meta.description)
  const canonical = localizedUrl(language, path)
  const isPost = path.startsWith('/blog/')
  const image = `${siteOrigin}${shareImagePath(language, shareCardKindOf(page, isPost))}`
  return {
    meta: [
      { title: pageTitle },
      { name: 'description', content: description },
      { name: 'keywords', content: i18n._(meta.keywords) },
      { property: 'og:type', content: isPost ? 'article' : 'website' },
      { property: 'og:site_name', content: restaurantName },
      { property: 'og:title', content: pageTitle },
      { property: 'og:description', content: description },
      { property: 'og:url', content: canonical },
      { property: 'og:locale', content: languageInfo[language].ogLocale },
      // og:locale:alternate is written by LocaleAlternates in the document head (one tag per language).
      // The share image of the page's kind, with the page's language on it (scripts/site/shareImages.ts).
      { property: 'og:image', content: image },
      { property: 'og:image:type', content: 'image/png' },
      { property: 'og:image:width', content: String(shareImageSize.width) },
      { property: 'og:image:height', content: String(shareImageSize.height) },
      { property: 'og:image:alt', content: pageTitle },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: pageTitle },
      { name: 'twitter:description', content: description },
      { name: 'twitter:image', content: image },
      { name: 'twitter:image:alt', content: pageTitle },
    ],
    links: [
      { rel: 'canonical', href: canonical },
      ...languages.map((other) => ({ rel: 'alternate', hrefLang: other, href: localizedUrl(other, path) })),
      { rel: 'alternate', hrefLang: 'x-default', href: `${siteOrigin}${path}` },
    ],
  }
}

/**
 * The head of a page that is no page of the site (the offline page): its title, and out of search
 * results. No canonical or alternates: it stands in for other addresses.
 */
export function unlistedPageHead(title: string) {
  return { meta: [{ title }, { name: 'robots', content: 'noindex' }] }
}
