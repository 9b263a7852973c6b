import * as v from 'valibot'
import { described, entry, line } from './fields.ts'

/** The values the owner must still set, as the launch check names them. */
export const contactFields = ['phone', 'email', 'social', 'street'] as const

/** src/content/data/contacts.json: how guests reach the restaurant. */
export const contactsFileSchema = entry({
  phone: line({ en: 'Phone', lv: 'Tālrunis', hint: 'Latvian format, +371 and eight digits: +371 2000 0000' }, { pattern: /^\+371(\s?\d){8}$/, example: '+371 2000 0000' }),
  email: line({ en: 'E-mail', lv: 'E-pasts' }, { pattern: /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i, example: 'hola@amigo.lv' }),
  social: described(
    entry({
      network: line({ en: 'Network', lv: 'Tīkls', hint: 'e.g. Instagram' }),
      handle: line({ en: 'Handle', lv: 'Lietotājvārds', hint: 'e.g. @amigo.riga' }),
      url: line({ en: 'Profile address', lv: 'Profila adrese' }, { pattern: /^https:\/\/\S+$/, example: 'https://www.instagram.com/amigo.riga/' }),
    }),
    { label: { en: 'Social profile', lv: 'Sociālais profils' } },
  ),
  street: line({ en: 'Street and number', lv: 'Iela un numurs', hint: 'e.g. Tērbatas iela 2' }),
})

export type ContactsFile = v.InferOutput<typeof contactsFileSchema>
