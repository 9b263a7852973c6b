import { defineConfig } from '@lingui/conf'
import { formatter } from '@lingui/format-po'

export default defineConfig({
  sourceLocale: 'en',
  locales: ['lv', 'es', 'en', 'ru', 'de', 'et', 'fi'],
  // A message missing in a catalog shows the English text, then its id (DESIGN.md, URL contract).
  fallbackLocales: { default: 'en' },
  catalogs: [{ path: '<rootDir>/locales/{locale}/messages', include: ['src'] }],
  format: formatter({ lineNumbers: false }),
})
