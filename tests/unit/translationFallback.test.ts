import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { getCatalogs } from '@lingui/cli/api'
import { makeConfig } from '@lingui/conf'
import { setupI18n } from '@lingui/core'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import projectConfig from '../../lingui.config'

// The project's own Lingui settings, pointed at two small catalogs where Latvian lacks a text.
const config = makeConfig(
  {
    ...projectConfig,
    rootDir: fileURLToPath(new URL('./fixtures/fallback', import.meta.url)),
    catalogs: [{ path: '<rootDir>/{locale}/messages', include: [] }],
  },
  { skipValidation: true },
)

/**
 * What a Latvian page shows for a message, after the catalogs compile as in the build. Macros call
 * `i18n._` with the id generated from the English text, or with an explicit id.
 */
async function latvianText(id: string) {
  const [catalog] = await getCatalogs(config)
  const { messages } = await catalog!.getTranslations('lv', {
    sourceLocale: config.sourceLocale,
    fallbackLocales: config.fallbackLocales,
  })
  const i18n = setupI18n({ locale: 'lv', messages: { lv: messages } })
  return i18n._(id)
}

describe('a missing translation', () => {
  it('keeps the translation where there is one', async () => {
    expect(await latvianText(generateMessageId('Translated everywhere'))).toBe('Tulkots visur')
  })

  it('shows the English text when the language lacks it', async () => {
    expect(await latvianText(generateMessageId('Only in English'))).toBe('Only in English')
  })

  it('shows the message id when English lacks it too', async () => {
    expect(await latvianText('menu.heading.id')).toBe('menu.heading.id')
  })
})

describe('a fuzzy translation (a suggestion kept after its English changed)', () => {
  it('shows the English text until a translator removes the fuzzy mark', async () => {
    expect(await latvianText(generateMessageId('Jug, 1.5 l'))).toBe('Jug, 1.5 l')
  })
})
