import type { Preview } from '@storybook/react-vite'
import { I18nProvider } from '@lingui/react'
import { i18n } from '@lingui/core'
import { I18nProvider as AriaI18nProvider } from 'react-aria-components/I18nProvider'
import '../src/design/fonts.css'
import '../src/design/global.css'
import { activateLanguage } from '../src/i18n/catalogs'
import { isLanguage, languageInfo, languages, sourceLanguage } from '../src/i18n/languages'
import { StoryRouter } from './StoryRouter'

const preview: Preview = {
  globalTypes: {
    language: {
      description: 'Language of the story',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: languages.map((language) => ({ value: language, title: languageInfo[language].nativeName })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { language: sourceLanguage },
  loaders: [
    async ({ globals }) => {
      await activateLanguage(isLanguage(globals.language) ? globals.language : sourceLanguage)
      return {}
    },
  ],
  decorators: [
    (Story, { globals, parameters }) => {
      const language = isLanguage(globals.language) ? globals.language : sourceLanguage
      return (
        <I18nProvider i18n={i18n}>
          <AriaI18nProvider locale={languageInfo[language].intlLocale}>
            <StoryRouter path={parameters.path ?? `/${language}/`}>
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
        phone: { name: 'Phone 390', styles: { width: '390px', height: '844px' } },
        tablet: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' } },
        desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '900px' } },
      },
    },
  },
}

export default preview
