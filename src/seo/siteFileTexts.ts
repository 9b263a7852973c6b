import { i18n } from '@lingui/core'
import { activateLanguage } from '../i18n/catalogs'
import { languages, sourceLanguage, type Language } from '../i18n/languages'
import { pageMeta } from '../content/pages'
import { siteOrigin } from '../content/site'
import { llmsText } from './llmsText'

export interface SiteFileTexts {
  origin: string
  /** llms.txt of each language. */
  llms: Record<Language, string>
  /** The web app manifest's name, in the source language. */
  appName: string
}

/** Build only: the texts of sitemap, llms.txt and manifest, for scripts/site/siteFiles.ts. */
export async function siteFileTexts(): Promise<SiteFileTexts> {
  const llms = {} as Record<Language, string>
  for (const language of languages) {
    await activateLanguage(language)
    llms[language] = llmsText(language)
  }
  await activateLanguage(sourceLanguage)
  return { origin: siteOrigin, llms, appName: i18n._(pageMeta.home.title) }
}
