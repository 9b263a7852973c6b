import { beforeAll, describe, expect, it } from 'vitest'
import { setupI18n, type I18n, type Messages } from '@lingui/core'
import { email, phone } from '../../src/content/business'
import { requestReplies } from '../../src/content/reservations'
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
const request: CompleteRequest = { date: '2026-11-20', time: { time: '19:30', afterMidnight: false }, party: 4, name: 'Anna Bērziņa', note: 'Birthday & a high chair', callback: '' }

/** The house's WhatsApp chat, by the reservation phone's number: the one app whose link carries the text. */
const whatsApp = `https://wa.me/${phone.e164.slice(1)}`

/**
 * What each channel's link carries, read back from the link as the guest's app reads it: the chat is
 * WhatsApp's, the apps that cannot carry the text are their plain chats (the panel copies the text).
 */
function channelsOf(language: Language, of: CompleteRequest = request) {
  const { links } = composeRequest(i18nOf[language], of, { ...requestReplies, chatApps: ['whatsapp', 'telegram', 'viber'] })
  const chat = new URL(links.chats.find(({ app }) => app === 'whatsapp')!.href)
  const mail = new URL(links.email)
  return {
    chat: { base: `${chat.origin}${chat.pathname}`, text: chat.searchParams.get('text') },
    others: links.chats.filter(({ app }) => app !== 'whatsapp'),
    email: { to: mail.pathname, subject: mail.searchParams.get('subject'), body: mail.searchParams.get('body'), raw: links.email },
    phone: links.phone,
    spoken: composeRequest(i18nOf[language], of).spoken,
  }
}

/** The fixed request in each language's own words: the chat's text (the e-mail's body, line for line), the e-mail's subject, what to say on the phone. */
const expected: Record<Language, { text: string; subject: string; spoken: string }> = {
  lv: {
    text: 'Labdien!\nVēlētos rezervēt galdiņu 4 personām piektdien, 20. novembrī, plkst. 19:30.\nVārds: Anna Bērziņa\nPiezīme: Birthday & a high chair\nPaldies!\n\n2026-11-20 Fri 19:30 · 4 pax · Anna Bērziņa',
    subject: 'Galdiņa rezervācija: piektdiena, 20. novembris, plkst. 19:30, 4 personas',
    spoken: 'Labdien! Vēlētos rezervēt galdiņu 4 personām piektdien, 20. novembrī, plkst. 19:30. Mani sauc Anna Bērziņa. Vēl: Birthday & a high chair',
  },
  es: {
    text: '¡Hola!\nMe gustaría reservar una mesa para 4 personas el viernes 20 de noviembre a las 19:30.\nNombre: Anna Bērziņa\nNota: Birthday & a high chair\n¡Gracias!\n\n2026-11-20 Fri 19:30 · 4 pax · Anna Bērziņa',
    subject: 'Solicitud de reservación: viernes, 20 de noviembre, 19:30, 4 personas',
    spoken: '¡Hola! Me gustaría reservar una mesa para 4 personas el viernes 20 de noviembre a las 19:30. Me llamo Anna Bērziņa. Además: Birthday & a high chair',
  },
  en: {
    text: 'Hello!\nI would like to book a table for 4 people on Friday 20 November at 19:30.\nName: Anna Bērziņa\nNote: Birthday & a high chair\nThank you!\n\n2026-11-20 Fri 19:30 · 4 pax · Anna Bērziņa',
    subject: 'Reservation request: Friday 20 November, 19:30, 4 people',
    spoken: 'Hello! I would like to book a table for 4 people on Friday 20 November at 19:30. My name is Anna Bērziņa. Also: Birthday & a high chair',
  },
  ru: {
    text: 'Здравствуйте!\nХочу забронировать столик на 4 человека в пятницу, 20 ноября, на 19:30.\nИмя: Anna Bērziņa\nКомментарий: Birthday & a high chair\nСпасибо!\n\n2026-11-20 Fri 19:30 · 4 pax · Anna Bērziņa',
    subject: 'Бронирование столика: пятница, 20 ноября, 19:30, 4 человека',
    spoken: 'Здравствуйте! Хочу забронировать столик на 4 человека в пятницу, 20 ноября, на 19:30. Меня зовут Anna Bērziņa. И ещё: Birthday & a high chair',
  },
  de: {
    text: 'Guten Tag!\nIch möchte gern einen Tisch für 4 Personen am Freitag, dem 20. November, um 19:30 reservieren.\nName: Anna Bērziņa\nAnmerkung: Birthday & a high chair\nVielen Dank!\n\n2026-11-20 Fri 19:30 · 4 pax · Anna Bērziņa',
    subject: 'Reservierungsanfrage: Freitag, 20. November, 19:30, 4 Personen',
    spoken: 'Guten Tag! Ich möchte gern einen Tisch für 4 Personen am Freitag, dem 20. November, um 19:30 reservieren. Mein Name ist Anna Bērziņa. Außerdem: Birthday & a high chair',
  },
  et: {
    text: 'Tere!\nSooviksin broneerida laua 4 inimesele reedel, 20. novembril kell 19:30.\nNimi: Anna Bērziņa\nMärkus: Birthday & a high chair\nAitäh!\n\n2026-11-20 Fri 19:30 · 4 pax · Anna Bērziņa',
    subject: 'Lauabroneering: reede, 20. november, kell 19:30, 4 inimest',
    spoken: 'Tere! Sooviksin broneerida laua 4 inimesele reedel, 20. novembril kell 19:30. Minu nimi on Anna Bērziņa. Lisaks: Birthday & a high chair',
  },
  fi: {
    text: 'Hei!\nHaluaisin varata pöydän 4 hengelle perjantaina 20. marraskuuta klo 19.30.\nNimi: Anna Bērziņa\nLisätietoja: Birthday & a high chair\nKiitos!\n\n2026-11-20 Fri 19:30 · 4 pax · Anna Bērziņa',
    subject: 'Pöytävaraus: perjantai 20. marraskuuta klo 19.30, 4 henkeä',
    spoken: 'Hei! Haluaisin varata pöydän 4 hengelle perjantaina 20. marraskuuta klo 19.30. Nimeni on Anna Bērziņa. Lisäksi: Birthday & a high chair',
  },
}

/** The night behind V2: Saturday 12 December 2026's evening, at 00:30 (so Sunday 13 December). */
const lateRequest: CompleteRequest = { ...request, date: '2026-12-12', time: { time: '00:30', afterMidnight: true } }
const houseAtNight = '\n\n2026-12-12/13 Sat→Sun 00:30 · 4 pax · Anna Bērziņa'

/** The late request on another evening, without a name or a note. */
const night = (language: Language, date: string) => channelsOf(language, { ...lateRequest, date, name: '', note: '' })

const expectedAtNight: Record<Language, { text: string; subject: string; spoken: string }> = {
  lv: {
    text: `Labdien!\nVēlētos rezervēt galdiņu 4 personām naktī no sestdienas uz svētdienu, 13. decembrī, plkst. 00:30.\nVārds: Anna Bērziņa\nPiezīme: Birthday & a high chair\nPaldies!${houseAtNight}`,
    subject: 'Galdiņa rezervācija: nakts no sestdienas uz svētdienu, 13. decembris, plkst. 00:30, 4 personas',
    spoken: 'Labdien! Vēlētos rezervēt galdiņu 4 personām naktī no sestdienas uz svētdienu, 13. decembrī, plkst. 00:30. Mani sauc Anna Bērziņa. Vēl: Birthday & a high chair',
  },
  es: {
    text: `¡Hola!\nMe gustaría reservar una mesa para 4 personas la noche del sábado al domingo 13 de diciembre a las 00:30.\nNombre: Anna Bērziņa\nNota: Birthday & a high chair\n¡Gracias!${houseAtNight}`,
    subject: 'Solicitud de reservación: noche del sábado al domingo 13 de diciembre, 00:30, 4 personas',
    spoken: '¡Hola! Me gustaría reservar una mesa para 4 personas la noche del sábado al domingo 13 de diciembre a las 00:30. Me llamo Anna Bērziņa. Además: Birthday & a high chair',
  },
  en: {
    text: `Hello!\nI would like to book a table for 4 people on the night of Saturday to Sunday 13 December at 00:30.\nName: Anna Bērziņa\nNote: Birthday & a high chair\nThank you!${houseAtNight}`,
    subject: 'Reservation request: night of Saturday to Sunday 13 December, 00:30, 4 people',
    spoken: 'Hello! I would like to book a table for 4 people on the night of Saturday to Sunday 13 December at 00:30. My name is Anna Bērziņa. Also: Birthday & a high chair',
  },
  ru: {
    text: `Здравствуйте!\nХочу забронировать столик на 4 человека в ночь с субботы на воскресенье, 13 декабря, на 00:30.\nИмя: Anna Bērziņa\nКомментарий: Birthday & a high chair\nСпасибо!${houseAtNight}`,
    subject: 'Бронирование столика: ночь с субботы на воскресенье, 13 декабря, 00:30, 4 человека',
    spoken: 'Здравствуйте! Хочу забронировать столик на 4 человека в ночь с субботы на воскресенье, 13 декабря, на 00:30. Меня зовут Anna Bērziņa. И ещё: Birthday & a high chair',
  },
  de: {
    text: `Guten Tag!\nIch möchte gern einen Tisch für 4 Personen in der Nacht von Samstag auf Sonntag, den 13. Dezember, um 00:30 reservieren.\nName: Anna Bērziņa\nAnmerkung: Birthday & a high chair\nVielen Dank!${houseAtNight}`,
    subject: 'Reservierungsanfrage: Nacht von Samstag auf Sonntag, 13. Dezember, 00:30, 4 Personen',
    spoken: 'Guten Tag! Ich möchte gern einen Tisch für 4 Personen in der Nacht von Samstag auf Sonntag, den 13. Dezember, um 00:30 reservieren. Mein Name ist Anna Bērziņa. Außerdem: Birthday & a high chair',
  },
  et: {
    text: `Tere!\nSooviksin broneerida laua 4 inimesele laupäeva ja pühapäeva vahelisel ööl, 13. detsembril kell 00:30.\nNimi: Anna Bērziņa\nMärkus: Birthday & a high chair\nAitäh!${houseAtNight}`,
    subject: 'Lauabroneering: laupäeva ja pühapäeva vaheline öö, 13. detsember, kell 00:30, 4 inimest',
    spoken: 'Tere! Sooviksin broneerida laua 4 inimesele laupäeva ja pühapäeva vahelisel ööl, 13. detsembril kell 00:30. Minu nimi on Anna Bērziņa. Lisaks: Birthday & a high chair',
  },
  fi: {
    text: `Hei!\nHaluaisin varata pöydän 4 hengelle lauantain ja sunnuntain välisenä yönä 13. joulukuuta klo 00.30.\nNimi: Anna Bērziņa\nLisätietoja: Birthday & a high chair\nKiitos!${houseAtNight}`,
    subject: 'Pöytävaraus: lauantain ja sunnuntain välinen yö, 13. joulukuuta klo 00.30, 4 henkeä',
    spoken: 'Hei! Haluaisin varata pöydän 4 hengelle lauantain ja sunnuntain välisenä yönä 13. joulukuuta klo 00.30. Nimeni on Anna Bērziņa. Lisäksi: Birthday & a high chair',
  },
}

describe('a table request, composed in the guest’s language for each channel', () => {
  for (const language of languages) {
    it(`${language}: the chat link’s text, the e-mail’s subject and body, the call and what to say`, () => {
      expect(channelsOf(language)).toEqual({
        chat: { base: whatsApp, text: expected[language].text },
        others: expect.any(Array),
        email: { to: email, subject: expected[language].subject, body: expected[language].text.replaceAll('\n', '\r\n'), raw: expect.any(String) },
        phone: `tel:${phone.e164}`,
        spoken: expected[language].spoken,
      })
    })
  }

  it('inside the sentence, the evening as each language says it there; alone (the subject), as the calendar names it', () => {
    // Every weekday and month: Latvian and Russian inflect both (Intl writes only the form that stands alone).
    const line = (language: Language, date: string) => channelsOf(language, { ...request, date, name: '', note: '' }).chat.text!.split('\n')[1]
    expect(line('lv', '2027-01-04')).toContain(' pirmdien, 4. janvārī, plkst.')
    expect(line('lv', '2026-12-30')).toContain(' trešdien, 30. decembrī, plkst.')
    expect(line('ru', '2027-03-07')).toContain(' в воскресенье, 7 марта, на ')
    expect(line('ru', '2027-01-05')).toContain(' во вторник, 5 января, на ')
    expect(line('fi', '2027-05-01')).toContain(' lauantaina 1. toukokuuta klo ')
    expect(line('et', '2027-05-06')).toContain(' neljapäeval, 6. mail kell ')
    expect(line('de', '2027-03-03')).toContain(' am Mittwoch, dem 3. März, um ')
    expect(line('es', '2027-08-14')).toContain(' el sábado 14 de agosto a las ')
    expect(channelsOf('lv', { ...request, date: '2027-01-04' }).email.subject).toContain('pirmdiena, 4. janvāris')
  })

  it('plurals of the party as each language counts: one, a few, many', () => {
    const line = (language: Language, party: number) => channelsOf(language, { ...request, party, name: '', note: '' }).chat.text!.split('\n')[1]
    expect(line('lv', 1)).toContain('1 personai piektdien')
    expect(line('lv', 10)).toContain('10 personām piektdien')
    expect(line('lv', 21)).toContain('21 personai piektdien')
    expect(line('ru', 1)).toContain('на 1 человека в пятницу')
    expect(line('ru', 5)).toContain('на 5 человек в пятницу')
    expect(line('ru', 12)).toContain('на 12 человек в пятницу')
    expect(line('de', 1)).toContain('für 1 Person ')
    expect(line('fi', 1)).toContain('1 hengelle')
    expect(channelsOf('ru', { ...request, party: 5 }).email.subject).toMatch(/, 5 человек$/)
  })

  for (const language of languages) {
    it(`${language}: after midnight, every channel names the night by both its days and the date of the hour`, () => {
      expect(channelsOf(language, lateRequest)).toEqual({
        chat: { base: whatsApp, text: expectedAtNight[language].text },
        others: [
          { app: 'telegram', href: `https://t.me/${requestReplies.telegramUsername}` },
          { app: 'viber', href: `viber://chat?number=%2B${phone.e164.slice(1)}` },
        ],
        email: { to: email, subject: expectedAtNight[language].subject, body: expectedAtNight[language].text.replaceAll('\n', '\r\n'), raw: expect.any(String) },
        phone: `tel:${phone.e164}`,
        spoken: expectedAtNight[language].spoken,
      })
    })
  }

  it('a night across a month or a year: its date of the hour, and the house’s line writes what differs', () => {
    expect(night('lv', '2027-01-01').chat.text).toContain(' naktī no piektdienas uz sestdienu, 2. janvārī, plkst. 00:30.')
    expect(night('ru', '2027-04-30').chat.text).toContain(' в ночь с пятницы на субботу, 1 мая, на 00:30.')
    expect(night('de', '2027-01-05').chat.text).toContain(' in der Nacht von Dienstag auf Mittwoch, den 6. Januar, um 00:30 ')
    expect(night('fi', '2027-01-06').email.subject).toContain('keskiviikon ja torstain välinen yö, 7. tammikuuta klo 00.30')
    expect(night('en', '2026-12-31').chat.text!.split('\n').at(-1)).toBe('2026-12-31/2027-01-01 Thu→Fri 00:30 · 4 pax')
    expect(night('en', '2027-04-30').chat.text!.split('\n').at(-1)).toBe('2027-04-30/05-01 Fri→Sat 00:30 · 4 pax')
  })

  it('a number to call back: its own line, and in the house’s line', () => {
    const lines = channelsOf('ru', { ...lateRequest, callback: '+371 2612 3456' }).chat.text!.split('\n')
    expect(lines[3]).toBe('Телефон для обратного звонка: +371 2612 3456')
    expect(lines.at(-1)).toBe('2026-12-12/13 Sat→Sun 00:30 · 4 pax · Anna Bērziņa · +371 2612 3456')
  })

  it('the chat apps offered are only those the house answers, in its order', () => {
    const { links } = composeRequest(i18nOf.lv, request, { ...requestReplies, chatApps: ['viber', 'whatsapp'] })
    expect(links.chats.map(({ app }) => app)).toEqual(['viber', 'whatsapp'])
    expect(composeRequest(i18nOf.lv, request, { ...requestReplies, chatApps: [] }).links.chats).toEqual([])
  })

  it('without a name or a note, their lines are left out', () => {
    expect(channelsOf('en', { ...request, name: '', note: '' }).chat.text).toBe('Hello!\nI would like to book a table for 4 people on Friday 20 November at 19:30.\nThank you!\n\n2026-11-20 Fri 19:30 · 4 pax')
  })

  for (const language of languages) {
    it(`${language}: every channel carries the same request, in the language’s own words`, () => {
      const { chat, email: mail, phone: call, spoken } = channelsOf(language)
      const evening = formatEvening(language, request.date)
      const time = formatTime(language, '19:30')
      expect(chat.base).toBe(whatsApp)
      // The chat's message is the e-mail's body, line for line.
      expect(mail.to).toBe(email)
      expect(mail.body).toBe(chat.text!.replaceAll('\n', '\r\n'))
      // RFC 6068: spaces and line breaks escaped, never a "+" for a space.
      expect(mail.raw).not.toMatch(/\+/)
      expect(mail.raw).toContain('%0D%0A')
      expect(call).toBe(`tel:${phone.e164}`)
      // The subject names the evening as it stands alone; the sentences, as they say it (above).
      expect(mail.subject).toContain(evening)
      for (const text of [chat.text!, mail.subject!, spoken]) {
        expect(text).toContain(time)
        expect(text).toContain('4')
      }
      expect(chat.text).toContain(request.name)
      expect(chat.text).toContain(request.note)
      expect(spoken).toContain(request.name)
      expect(spoken).not.toContain('\n')
      const lines = chat.text!.split('\n')
      expect(lines).toHaveLength(7)
      expect(lines.at(-1)).toBe('2026-11-20 Fri 19:30 · 4 pax · Anna Bērziņa')
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
