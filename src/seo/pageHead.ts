import { i18n } from '@lingui/core'
import { languageInfo, languages, type Language } from '../i18n/languages'
import { pageMeta, type PageName } from '../content/pages'
import { siteOrigin } from '../content/site'
import { restaurantName } from '../content/business'

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
}

/** Title, description, keywords, canonical, hreflang alternates and Open Graph of a page. */
export function pageHead({ language, path, page, title }: HeadOptions) {
  const meta = pageMeta[page]
  const pageTitle = title ?? i18n._(meta.title)
  const description = i18n._(meta.description)
  const canonical = localizedUrl(language, path)
  return {
    meta: [
      { title: pageTitle },
      { name: 'description', content: description },
      { name: 'keywords', content: i18n._(meta.keywords) },
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: restaurantName },
      { property: 'og:title', content: pageTitle },
      { property: 'og:description', content: description },
      { property: 'og:url', content: canonical },
      { property: 'og:locale', content: languageInfo[language].ogLocale },
    ],
    links: [
      { rel: 'canonical', href: canonical },
      ...languages.map((other) => ({ rel: 'alternate', hrefLang: other, href: localizedUrl(other, path) })),
      { rel: 'alternate', hrefLang: 'x-default', href: `${siteOrigin}${path}` },
    ],
  }
}
