import { beforeAll, describe, expect, it } from 'vitest'
import { setupI18n, type I18n, type Messages } from '@lingui/core'
import { chatUrl, email, phone } from '../../src/content/business'
import { formatEvening } from '../../src/i18n/formatEvening'
import { formatTime } from '../../src/i18n/formatTime'
import { languages, type Language } from '../../src/i18n/languages'
import { composeRequest } from '../../src/reservations/composeRequest'
import type { CompleteRequest } from '../../src/reservations/tableRequest'

// The catalogs as the site compiles them: the request is in the translators' words.
const i18nOf = {} as Record<Language, I18n>
beforeAll(async () => {
  for (const language of languages) {
    const { messages } = (await import(`../../locales/${language}/messages.po`)) as { messages: Messages }
    i18nOf[language] = setupI18n({ locale: language, messages: { [language]: messages } })
  }
})

/** One fixed request: Friday 20 November 2026 at 19:30, four guests, a name and a note. */
const request: CompleteRequest = { date: '2026-11-20', time: { time: '19:30', afterMidnight: false }, party: 4, name: 'Anna Bērziņa', note: 'Birthday & a high chair' }

/** What each channel's link carries, read back from the link as the guest's app reads it. */
function channelsOf(language: Language, of: CompleteRequest = request) {
  const { links } = composeRequest(i18nOf[language], of)
  const chat = new URL(links.chat)
  const mail = new URL(links.email)
  return {
    chat: { base: `${chat.origin}${chat.pathname}`, text: chat.searchParams.get('text') },
    email: { to: mail.pathname, subject: mail.searchParams.get('subject'), body: mail.searchParams.get('body'), raw: links.email },
    phone: links.phone,
    spoken: composeRequest(i18nOf[language], of).spoken,
  }
}

describe('a table request, composed in the guest’s language for each channel', () => {
  it('English', () => {
    expect(channelsOf('en')).toEqual({
      chat: { base: chatUrl, text: 'Hello!\nI would like to book a table for 4 people on Friday 20 November at 19:30.\nName: Anna Bērziņa\nNote: Birthday & a high chair\nThank you!' },
      email: {
        to: email,
        subject: 'Reservation request: Friday 20 November, 19:30, 4 people',
        body: 'Hello!\r\nI would like to book a table for 4 people on Friday 20 November at 19:30.\r\nName: Anna Bērziņa\r\nNote: Birthday & a high chair\r\nThank you!',
        raw: expect.any(String),
      },
      phone: `tel:${phone.e164}`,
      spoken: 'Hello! I would like to book a table for 4 people on Friday 20 November at 19:30. My name is Anna Bērziņa. Also: Birthday & a high chair',
    })
  })

  it('Latvian: the date as it stands alone, after a colon, and the dative of the party', () => {
    const { chat, email: mail, spoken } = channelsOf('lv')
    expect(chat.text).toBe('Labdien!\nVēlētos rezervēt galdiņu 4 personām: piektdiena, 20. novembris, plkst. 19:30.\nVārds: Anna Bērziņa\nPiezīme: Birthday & a high chair\nPaldies!')
    expect(mail.subject).toBe('Galdiņa rezervācija: piektdiena, 20. novembris, plkst. 19:30, 4 personas')
    expect(spoken).toBe('Labdien! Vēlētos rezervēt galdiņu 4 personām: piektdiena, 20. novembris, plkst. 19:30. Mani sauc Anna Bērziņa. Vēl: Birthday & a high chair')
  })

  it('Russian', () => {
    const { chat, email: mail, spoken } = channelsOf('ru')
    expect(chat.text).toBe('Здравствуйте!\nХотелось бы забронировать столик на 4 человека: пятница, 20 ноября, в 19:30.\nИмя: Anna Bērziņa\nКомментарий: Birthday & a high chair\nСпасибо!')
    expect(mail.subject).toBe('Бронирование столика: пятница, 20 ноября, 19:30, 4 человека')
    expect(spoken).toBe('Здравствуйте! Хотелось бы забронировать столик на 4 человека: пятница, 20 ноября, в 19:30. Меня зовут Anna Bērziņa. И ещё: Birthday & a high chair')
  })

  it('plurals of the party as each language counts: one, a few, many', () => {
    const line = (language: Language, party: number) => channelsOf(language, { ...request, party, name: '', note: '' }).chat.text!.split('\n')[1]
    expect(line('lv', 1)).toContain('1 personai:')
    expect(line('lv', 10)).toContain('10 personām:')
    expect(line('lv', 21)).toContain('21 personai:')
    expect(line('ru', 1)).toContain('на 1 человека:')
    expect(line('ru', 5)).toContain('на 5 человек:')
    expect(line('ru', 12)).toContain('на 12 человек:')
    expect(line('de', 1)).toContain('für 1 Person ')
    expect(line('fi', 1)).toContain('1 hengelle')
    expect(channelsOf('ru', { ...request, party: 5 }).email.subject).toMatch(/, 5 человек$/)
  })

  it('a time after midnight says so, under the evening it belongs to', () => {
    const late = { ...request, time: { time: '00:30', afterMidnight: true } }
    expect(channelsOf('en', late).chat.text).toContain('on Friday 20 November at 00:30 (after midnight).')
    expect(channelsOf('lv', late).chat.text).toContain('piektdiena, 20. novembris, plkst. 00:30 (pēc pusnakts).')
  })

  it('without a name or a note, their lines are left out', () => {
    expect(channelsOf('en', { ...request, name: '', note: '' }).chat.text).toBe('Hello!\nI would like to book a table for 4 people on Friday 20 November at 19:30.\nThank you!')
  })

  for (const language of languages) {
    it(`${language}: every channel carries the same request, in the language’s own words`, () => {
      const { chat, email: mail, phone: call, spoken } = channelsOf(language)
      const evening = formatEvening(language, request.date)
      const time = formatTime(language, '19:30')
      expect(chat.base).toBe(chatUrl)
      // The chat's message is the e-mail's body, line for line.
      expect(mail.to).toBe(email)
      expect(mail.body).toBe(chat.text!.replaceAll('\n', '\r\n'))
      // RFC 6068: spaces and line breaks escaped, never a "+" for a space.
      expect(mail.raw).not.toMatch(/\+/)
      expect(mail.raw).toContain('%0D%0A')
      expect(call).toBe(`tel:${phone.e164}`)
      for (const text of [chat.text!, mail.subject!, spoken]) {
        expect(text).toContain(evening)
        expect(text).toContain(time)
        expect(text).toContain('4')
      }
      expect(chat.text).toContain(request.name)
      expect(chat.text).toContain(request.note)
      expect(spoken).toContain(request.name)
      expect(spoken).not.toContain('\n')
      const lines = chat.text!.split('\n')
      expect(lines).toHaveLength(5)
    })
  }

  it('the greeting, the request and the thanks are each language’s own ("Name: …" may read as in English)', () => {
    const english = channelsOf('en').chat.text!.split('\n')
    for (const language of languages.filter((other) => other !== 'en')) {
      const lines = channelsOf(language).chat.text!.split('\n')
      for (const index of [0, 1, 4]) expect(lines[index], `${language}, line ${index + 1}`).not.toBe(english[index])
    }
  })
})
