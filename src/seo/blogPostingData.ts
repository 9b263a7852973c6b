import type { BlogPosting, WithContext } from 'schema-dts'
import type { I18n } from '@lingui/core'
import type { BlogPost } from '../content/blog'
import { pictures } from '../content/pictures'
import { siteOrigin } from '../content/site'
import type { Language } from '../i18n/languages'
import { restaurantId } from './restaurantData'

/** schema.org BlogPosting of a post in a language; the restaurant is its author and publisher. */
export function blogPostingData(i18n: I18n, language: Language, post: BlogPost, url: string): WithContext<BlogPosting> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': `${url}#post`,
    mainEntityOfPage: url,
    headline: i18n._(post.title),
    description: i18n._(post.description),
    datePublished: post.date,
    dateModified: post.date,
    inLanguage: language,
    image: `${siteOrigin}${pictures[post.picture].src}`,
    articleSection: i18n._(post.category),
    author: { '@id': restaurantId },
    publisher: { '@id': restaurantId },
  }
}
