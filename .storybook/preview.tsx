import type { Preview } from '@storybook/react-vite'
import { addons } from 'storybook/preview-api'
import { I18nProvider } from '@lingui/react'
import { i18n } from '@lingui/core'
import { I18nProvider as AriaI18nProvider } from 'react-aria-components/I18nProvider'
import '../src/design/fonts.css'
import '../src/design/global.css'
import './themes.css'
import { isLanguage, languageInfo, languages, sourceLanguage } from '../src/i18n/languages'
import { ThemedDocsContainer } from './DocsContainer'
import { docsTheme } from './docsTheme'
import { chromaticModes, viewportHeights, viewportWidths } from './modes'
import { pseudoLocale, showLanguage, showPseudoLocale } from './pseudoLocale'
import type { AnyRouter } from '@tanstack/react-router'
import { loadStoryRouter, StoryRouter } from './StoryRouter'
import { applyTestMode, testMode } from './testMode'
import { defaultTheme, isTheme, showTheme } from './theme'
import { PinnedThemeContext } from '../src/components/controls/ArtImage/ArtImage'

if (testMode) applyTestMode()

const px = (value: number) => `${value}px`

// Storybook's event (storybook/internal/core-events), by name: the manager's toolbar asks the
// preview for other globals with it, naming only those that change.
const UPDATE_GLOBALS = 'updateGlobals'

/** The globals Storybook reads from a story's or docs page's address: `globals=language:en;theme:night`. */
const globalsInAddress = (): Record<string, string> =>
  Object.fromEntries(
    (new URLSearchParams(globalThis.location?.search).get('globals') ?? '')
      .split(';')
      .map((pair) => pair.split(':'))
      .filter((pair): pair is [string, string] => pair.length === 2),
  )

/**
 * The router of each mounting of a story, by the abort signal Storybook gives each mount (a remount
 * gets a new one; a render again for other globals keeps it). Switching the theme then keeps the
 * router, so the story stays where its play function or the designer took it (the test of the
 * built Storybook takes its night pictures so); another language makes a new router at its address.
 */
const routersOfMounts = new WeakMap<AbortSignal, { href: string; router: AnyRouter }>()

/**
 * The language the toolbar chose, from the address and then from the toolbar itself. A docs page
 * shows every story of it in this language, a story pinned to another one too: its stories share
 * one Lingui instance, so a pinned story's language would otherwise become every story's (the last
 * one loaded won, whatever the toolbar said). The canvas shows a pinned story in its own language.
 */
let toolbarLanguage: unknown = globalsInAddress().language

/** The language a story is shown in: its own (pinned, or the toolbar's), or on a docs page the toolbar's. */
function shownLanguage({ globals, storyGlobals, viewMode }: { globals: Record<string, unknown>; storyGlobals: Record<string, unknown>; viewMode: string }): unknown {
  if (viewMode !== 'docs') return globals.language
  if (storyGlobals.language === undefined) toolbarLanguage = globals.language
  return toolbarLanguage ?? sourceLanguage
}

const preview: Preview = {
  globalTypes: {
    language: {
      description: 'Language of the story',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          ...languages.map((language) => ({ value: language, title: languageInfo[language].nativeName })),
          // Not a language of the site: English, accented and a third longer (.storybook/pseudoLocale.ts).
          { value: pseudoLocale, title: 'Pseudo-locale', right: 'accented, longer' },
        ],
        dynamicTitle: true,
      },
    },
    // Beside the language: the site's night theme, which visitors get from their system setting
    // (src/design/nightTokens.ts). Here the toolbar decides, whatever the designer's system says.
    theme: {
      description: 'Theme of the story: day, or night as a system set to dark shows it',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'day', title: 'Day', icon: 'sun' },
          { value: 'night', title: 'Night', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { language: sourceLanguage, theme: defaultTheme },
  // The theme is `data-theme` on the root element (themes.css.ts). Docs pages run no decorator, so
  // the preview sets it itself: first from the globals in its address, then whenever the toolbar
  // asks for another theme. (Not from the preview's own announcements of its globals: a docs page's
  // stories shown in frames of their own make them too, each in the day theme, on the same channel.)
  beforeAll: () => {
    showTheme(globalsInAddress().theme)
    const channel = addons.getChannel()
    const onToolbar = ({ globals }: { globals?: Record<string, unknown> }) => {
      if (globals && 'theme' in globals) showTheme(globals.theme)
      if (globals && 'language' in globals) toolbarLanguage = globals.language
    }
    channel.on(UPDATE_GLOBALS, onToolbar)
    return () => channel.off(UPDATE_GLOBALS, onToolbar)
  },
  // Everything a story needs before its first render: the language's catalog, and a router that
  // has already resolved its route (see StoryRouter.tsx). The play function starts right after that
  // first render, so nothing the story shows may still be on its way.
  loaders: [
    async ({ globals, storyGlobals, viewMode, parameters, abortSignal }) => {
      // Every face loaded before the first render, so a story is drawn in the fonts from the start, as a
      // page is in the fonts it preloads (in Storybook they are waited for: ./fontsWaitedForPlugin.ts).
      await Promise.all([...document.fonts].map((face) => face.load().catch(() => undefined)))
      const wanted = shownLanguage({ globals, storyGlobals, viewMode })
      const language = isLanguage(wanted) ? wanted : sourceLanguage
      if (wanted === pseudoLocale) await showPseudoLocale()
      else await showLanguage(language)
      // `parameters.path` is where the story stands, e.g. '/$lang/menu': the current page of the
      // navigation, in the story's language.
      const href = (parameters.path ?? '/$lang/').replace('$lang', language)
      const kept = routersOfMounts.get(abortSignal)
      if (kept?.href === href) return { router: kept.router }
      const router = await loadStoryRouter(href)
      routersOfMounts.set(abortSignal, { href, router })
      return { router }
    },
  ],
  decorators: [
    (Story, { globals, storyGlobals, viewMode, loaded }) => {
      const wanted = shownLanguage({ globals, storyGlobals, viewMode })
      const language = isLanguage(wanted) ? wanted : sourceLanguage
      // What a screen reader reads the story as (it stayed "en" in every language).
      document.documentElement.lang = wanted === pseudoLocale ? sourceLanguage : language
      // Every render, remounts and reruns included, shows the story in its theme's colours; on a
      // docs page the page's theme (the toolbar's, set in beforeAll), a story pinned to the night too.
      if (viewMode !== 'docs') showTheme(globals.theme)
      const wantedTheme = viewMode === 'docs' ? document.documentElement.dataset.theme : globals.theme
      // Pictures with a night variant choose it by a media query, which the toolbar cannot change.
      const theme = isTheme(wantedTheme) ? wantedTheme : defaultTheme
      return (
        <I18nProvider i18n={i18n}>
          <AriaI18nProvider locale={languageInfo[language].intlLocale}>
            <PinnedThemeContext.Provider value={theme}>
              <StoryRouter router={loaded.router}>
                <Story />
              </StoryRouter>
            </PinnedThemeContext.Provider>
          </AriaI18nProvider>
        </I18nProvider>
      )
    },
  ],
  parameters: {
    layout: 'fullscreen',
    // Every story is an accessibility test: a violation fails it.
    a11y: { test: 'error' },
    viewport: {
      options: {
        phone: { name: 'Phone 390', styles: { width: px(viewportWidths.phone), height: px(viewportHeights.phone) }, type: 'mobile' },
        tablet: { name: 'Tablet 768', styles: { width: px(viewportWidths.tablet), height: px(viewportHeights.tablet) }, type: 'tablet' },
        desktop: { name: 'Desktop 1280', styles: { width: px(viewportWidths.desktop), height: px(viewportHeights.desktop) }, type: 'desktop' },
      },
    },
    controls: { expanded: true, sort: 'requiredFirst' },
    // The frame follows the theme toolbar (DocsContainer.tsx); `theme` is its day look.
    docs: { theme: docsTheme, container: ThemedDocsContainer, toc: { headingSelector: 'h2, h3' } },
    options: {
      storySort: { order: ['Foundations', ['Introduction', 'Art direction', 'Tokens', ['Colour', 'Typography', 'Space and shape', 'Motion'], '*'], 'Controls', 'Shell', 'Menu', 'Visit', 'Hours', 'Reserve', 'Pages', ['Home', 'About', 'Blog', '*']] },
    },
    // Chromatic, where designers review a change: every story in Latvian by day and at night at its
    // width (a story that pins a language, width or theme spreads pinned(), which sets its own;
    // long-text stories their translations). .storybook/modes.ts;
    // docs/decisions/0073-storybook-for-designers.md. Chromatic runs each captured story's play
    // function as its interaction test.
    chromatic: { modes: chromaticModes({}), pauseAnimationAtEnd: true },
  },
}

export default preview
