import { expect, type Page } from '@playwright/test'
import { guardedTest } from '../pageGuard'
import { languages, type Language } from '../../src/i18n/languages'

export { languages, type Language }
export { waitForPageReady } from '../pageReady'

export { blogPostPath, pageOfEachKind, pagePaths, siteOrigin } from '../builtPages'
export { escapeRegExp, translation } from '../catalogText'

/** Every spec file imports `test` from here: the guard of every runner's pages (../pageGuard). */
export const test = guardedTest

export { expect, type Page }

/** The header's two native popovers and their buttons: the language list, and the phone menu. */
export const languageList = (page: Page) => page.locator('header ul[popover]')
export const languageButton = (page: Page) => page.locator('header button:has(+ ul[popover])')
export const phoneMenu = (page: Page) => page.locator('header div[popover]')
export const phoneMenuButton = (page: Page) => page.locator('header button:has(+ div[popover])')
export { readThrough, waitForIsland } from '../pageReady'
