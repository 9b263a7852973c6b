import { expect, type Page } from '@playwright/test'
import { guardedTest } from '../pageGuard'
import { languages, type Language } from '../../src/i18n/languages'

export { languages, type Language }
export { waitForPageReady } from '../pageReady'

export { blogPostPath, pagePaths, siteOrigin } from '../builtPages'
export { escapeRegExp, translation } from '../catalogText'

/** Every spec file imports `test` from here: the guard of every runner's pages (../pageGuard). */
export const test = guardedTest

export { expect, type Page }
