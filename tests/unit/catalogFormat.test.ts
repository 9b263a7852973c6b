import { afterEach, describe, expect, it, vi } from 'vitest'
import type { CatalogFormatter, CatalogType } from '@lingui/conf'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import projectConfig from '../../lingui.config'
import { successorsOf, type MessageSketch } from '../../scripts/i18n/successors'

// The PO format lingui.config.ts gives every tool (extraction, the Vite plugin, `lingui compile`, the
// build's catalog parts): gettext's fuzzy workflow and the headers gettext tools expect.
const format = projectConfig.format as CatalogFormatter
const id = (message: string) => generateMessageId(message)

const header = (fields: Record<string, string>) => ['msgid ""', 'msgstr ""', ...Object.entries(fields).map(([name, value]) => `"${name}: ${value}\\n"`)].join('\n')

/** A Latvian catalog as extraction last wrote it: stamped, one or more entries. */
async function latvian(...entries: string[]) {
  const draft = `${header({ Language: 'lv' })}\n\n${entries.join('\n\n')}\n`
  // Stamped once at a fixed moment, as `npm run i18n:extract` leaves a catalog.
  vi.useFakeTimers({ now: new Date('2026-11-20T08:00:00Z') })
  const stamped = await serialize('lv', await format.parse(draft, context('lv')), draft)
  vi.useRealTimers()
  return stamped
}

const context = (locale: string) => ({ locale, sourceLocale: 'en', filename: `locales/${locale}/messages.po` })
const serialize = async (locale: string, catalog: CatalogType, existing: string | undefined) => format.serialize(catalog, { ...context(locale), existing })
const headerField = (text: string, name: string) => text.match(new RegExp(`"${name}: (.*)\\\\n"`))?.[1]

/** What extraction hands the format after `--clean` when the code now says `message` (new, untranslated). */
const extracted = (message: string, comment: string, file = 'src/components/visit/ContactActions/ContactActions.tsx') => ({
  [id(message)]: { message, comments: [comment], origin: [[file]] as [string][], translation: '' },
})

const writeEmail = [
  '#. Visit page: button that opens a new e-mail to the restaurant',
  '#: src/components/visit/ContactActions/ContactActions.tsx',
  'msgid "Write an e-mail"',
  'msgstr "Rakstiet mums"',
].join('\n')

afterEach(() => vi.useRealTimers())

describe('a fuzzy translation', () => {
  const fuzzyEntry = ['#. Serving size of sangria', '#: src/content/menu/drinks.ts', '#, fuzzy', '#| msgid "Jar, 1.5 l"', 'msgid "Jug, 1.5 l"', 'msgstr "Krūka, 1,5 l"'].join('\n')

  it('reaches no compiler: the catalog read by every consumer has no translation for it', async () => {
    const catalog = await format.parse(await latvian(fuzzyEntry), context('lv'))
    expect(catalog[id('Jug, 1.5 l')]?.translation).toBe('')
  })

  it('stays in the file, with the English it was written for, through any number of extractions', async () => {
    const text = await latvian(fuzzyEntry)
    expect(text).toContain(fuzzyEntry)
    const again = await serialize('lv', await format.parse(text, context('lv')), text)
    expect(again).toBe(text)
  })
})

describe('an English text edited in the code', () => {
  it('keeps the old translation as a fuzzy suggestion with the previous English', async () => {
    const before = await latvian(writeEmail)
    const after = await serialize('lv', extracted('Email us', 'Visit page: button that opens a new e-mail to the restaurant'), before)
    expect(after).toContain(['#, fuzzy', '#| msgid "Write an e-mail"', 'msgid "Email us"', 'msgstr "Rakstiet mums"'].join('\n'))
    expect(after).not.toMatch(/^msgid "Write an e-mail"/m)
  })

  it('pairs nothing in the English catalog, whose text is the source', async () => {
    const before = `${header({ Language: 'en' })}\n\n${writeEmail.replace('Rakstiet mums', 'Write an e-mail')}\n`
    const after = await serialize('en', { [id('Email us')]: { message: 'Email us', origin: [['src/a.ts']], translation: 'Email us' } }, before)
    expect(after).not.toContain('fuzzy')
  })

  it('a suggestion replaced again keeps the English its translation was written for', async () => {
    const before = await latvian(writeEmail)
    const once = await serialize('lv', extracted('Email us', 'Visit page: button that opens a new e-mail to the restaurant'), before)
    const twice = await serialize('lv', extracted('Send us an email', 'Visit page: button that opens a new e-mail to the restaurant'), once)
    expect(twice).toContain(['#, fuzzy', '#| msgid "Write an e-mail"', 'msgid "Send us an email"', 'msgstr "Rakstiet mums"'].join('\n'))
  })

  it('a message removed with nothing to replace it leaves the catalog', async () => {
    const before = await latvian(writeEmail)
    const after = await serialize('lv', extracted('Opening hours', 'Footer heading', 'src/components/shell/SiteFooter/SiteFooter.tsx'), before)
    expect(after).not.toContain('Rakstiet mums')
    expect(after).toContain('msgid "Opening hours"\nmsgstr ""')
  })
})

describe('the header', () => {
  it('keeps PO-Revision-Date, and reads no clock, while the translations stay the same', async () => {
    const text = await latvian(writeEmail)
    expect(headerField(text, 'PO-Revision-Date')).toBe('2026-11-20 08:00+0000')
    vi.useFakeTimers({ now: new Date('2031-01-01T00:00:00Z') })
    expect(await serialize('lv', await format.parse(text, context('lv')), text)).toBe(text)
  })

  it('stamps PO-Revision-Date when a translation changed, by hand or by any tool', async () => {
    const text = await latvian(writeEmail)
    vi.useFakeTimers({ now: new Date('2026-11-28T09:30:00Z') })
    const edited = text.replace('Rakstiet mums', 'Rakstiet mums e-pastu')
    expect(headerField(await serialize('lv', await format.parse(edited, context('lv')), edited), 'PO-Revision-Date')).toBe('2026-11-28 09:30+0000')
  })

  it('states the language and its gettext plural rule, whatever the file said', async () => {
    const text = (await latvian(writeEmail)).replace(/"Plural-Forms: .*\\n"/, '"Plural-Forms: nplurals=2; plural=(n != 1);\\n"')
    const fixed = await serialize('lv', await format.parse(text, context('lv')), text)
    expect(headerField(fixed, 'Language')).toBe('lv')
    expect(headerField(fixed, 'Plural-Forms')).toBe('nplurals=3; plural=(n%10==0 || n%100>=11 && n%100<=19) ? 0 : (n%10==1 && n%100!=11) ? 1 : 2;')
  })

  it('keeps the translators’ own fields as their tools wrote them', async () => {
    const text = (await latvian(writeEmail)).replace(/"Last-Translator: .*\\n"/, '"Last-Translator: Anna B. <anna@example.org>\\n"')
    const again = await serialize('lv', await format.parse(text, context('lv')), text)
    expect(headerField(again, 'Last-Translator')).toBe('Anna B. <anna@example.org>')
  })
})

const message = (english: string, file = 'src/a.ts', comment = 'A button'): MessageSketch => ({ id: english, english, context: undefined, comment, files: [file] })

describe('which removed message a new one replaces', () => {
  it('a rewritten text in the same place under the same comment, however few words stay', () => {
    expect(successorsOf([message('Write an e-mail')], [message('E-mail us')])).toEqual(new Map([['E-mail us', 'Write an e-mail']]))
  })

  it('a similar text anywhere, as gettext pairs them', () => {
    expect(successorsOf([message('Snack mix for the table', 'src/a.ts')], [message('Snack board for the table', 'src/b.ts', 'Another comment')]).get('Snack board for the table')).toBe('Snack mix for the table')
  })

  it('a text rewritten with a word of its comment', () => {
    const shrimp = message('Shrimp', 'src/proteins.ts', 'Version of the Caesar salad topped with shrimp, shown before its price')
    const prawns = message('Prawns', 'src/proteins.ts', 'Version of the Caesar salad topped with prawns, shown before its price')
    expect(successorsOf([shrimp], [prawns]).get('Prawns')).toBe('Shrimp')
  })

  it('never an unrelated text from elsewhere', () => {
    expect(successorsOf([message('Write an e-mail', 'src/a.ts')], [message('Opening hours', 'src/b.ts', 'A heading')]).size).toBe(0)
  })

  it('a text and its comment both rewritten: the one left unpaired in its place, the one added there', () => {
    const skip = message('Skip to content', 'src/SkipLink.tsx', 'Link for keyboard users, first on every page')
    const goTo = message('Go to the main text', 'src/SkipLink.tsx', 'First link of every page, for those who browse with the keyboard: jumps past the header')
    expect(successorsOf([skip], [goTo])).toEqual(new Map([['Go to the main text', 'Skip to content']]))
    // Two left on each side in one place: no telling which is which, so none is paired that way.
    expect(successorsOf([skip, message('Menu', 'src/SkipLink.tsx', 'A')], [goTo, message('Open the list', 'src/SkipLink.tsx', 'B')]).size).toBe(0)
  })

  it('each removed message once, to the closest new one', () => {
    const pairs = successorsOf([message('Bottle, 0.33 l'), message('Jar, 1.5 l')], [message('Jug, 1.5 l'), message('Bottle, 0.5 l')])
    expect(pairs).toEqual(new Map([['Jug, 1.5 l', 'Jar, 1.5 l'], ['Bottle, 0.5 l', 'Bottle, 0.33 l']]))
  })
})
