import type { Preview } from '@storybook/react-vite'
import { I18nProvider } from '@lingui/react'
import { i18n } from '@lingui/core'
import { I18nProvider as AriaI18nProvider } from 'react-aria-components/I18nProvider'
import '../src/design/fonts.css'
import '../src/design/global.css'
import { isLanguage, languageInfo, languages, sourceLanguage } from '../src/i18n/languages'
import { docsTheme } from './docsTheme'
import { modesFor, viewportHeights, viewportWidths } from './modes'
import { pseudoLocale, showLanguage, showPseudoLocale } from './pseudoLocale'
import { loadStoryRouter, StoryRouter } from './StoryRouter'
import { applyTestMode, testMode } from './testMode'

if (testMode) applyTestMode()

const px = (value: number) => `${value}px`

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
  },
  initialGlobals: { language: sourceLanguage },
  // Everything a story needs before its first render: the language's catalog, and a router that
  // has already resolved its route (see StoryRouter.tsx). The play function starts right after that
  // first render, so nothing the story shows may still be on its way.
  loaders: [
    async ({ globals, parameters }) => {
      const language = isLanguage(globals.language) ? globals.language : sourceLanguage
      if (globals.language === pseudoLocale) await showPseudoLocale()
      else await showLanguage(language)
      // `parameters.path` is where the story stands, e.g. '/$lang/menu': the current page of the
      // navigation, in the story's language.
      const path: string = parameters.path ?? '/$lang/'
      return { router: await loadStoryRouter(path.replace('$lang', language)) }
    },
  ],
  decorators: [
    (Story, { globals, loaded }) => {
      const language = isLanguage(globals.language) ? globals.language : sourceLanguage
      return (
        <I18nProvider i18n={i18n}>
          <AriaI18nProvider locale={languageInfo[language].intlLocale}>
            <StoryRouter router={loaded.router}>
              <Story />
            </StoryRouter>
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
    docs: { theme: docsTheme, toc: { headingSelector: 'h2, h3' } },
    options: {
      storySort: { order: ['Design system', ['Introduction', 'Art direction', 'Tokens', ['Colour', 'Typography', 'Space and shape', 'Motion'], '*'], 'Brand', 'Controls', 'Shell', 'Menu', '*'] },
    },
    // Reviewers see every language at every width; stories pinned to one (see `pinned` in modes.ts)
    // narrow this down. Chromatic runs each story's play function as its interaction test.
    chromatic: { modes: modesFor(), pauseAnimationAtEnd: true },
  },
}

export default preview
