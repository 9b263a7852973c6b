import { msg } from '@lingui/core/macro'
import { email, restaurantName } from '../business'
import { languageStorageKey } from '../../siteConstants.ts'
import type { LegalDocumentContent } from './legalDocument'

const name = restaurantName
const storageKey = languageStorageKey
const mapProvider = 'OpenStreetMap'

/** What the site stores and whom it contacts, said honestly (docs/architecture.md, "URL contract"). */
export const privacyDocument: LegalDocumentContent = {
  heading: msg({ message: 'Privacy', comment: 'Heading of the privacy page' }),
  updated: '2026-11-27',
  intro: msg({
    message: `This website is run by ${name}, a Mexican restaurant and bar in Riga. This page says plainly what happens to your data when you visit it. In short: very little.`,
    comment: 'Introduction of the privacy page; {name} is Amigo. Terms: form of address — see the glossary in docs/translating.md.',
  }),
  sections: [
    {
      heading: msg({ message: 'What we store in your browser', comment: 'Privacy page section heading. Terms: form of address — see the glossary in docs/translating.md.' }),
      paragraphs: [
        msg({
          message: `When you open a page in a language, your browser remembers that language in its local storage under the name “${storageKey}”, so that your next visit opens in the same language. It holds a two-letter language code and nothing else. It never leaves your device, and you can delete it at any time by clearing this site’s data in your browser.`,
          comment: 'Privacy page; {storageKey} is the technical name amigo-language, keep it as is. Terms: form of address — see the glossary in docs/translating.md.',
        }),
        msg({
          message:
            'So that the menu opens without a connection, your browser also keeps a copy of the menu and the visit page in your language, with the files they need (about 0.5\u00A0MB). It holds only this website’s public pages, is replaced whenever we update them, and is deleted when you clear this site’s data in your browser.',
          comment: 'Privacy page, after the paragraph on the stored language: the offline copy of the menu (a service worker’s storage). Terms: form of address — see the glossary in docs/translating.md.',
        }),
      ],
    },
    {
      heading: msg({ message: 'What we do not do', comment: 'Privacy page section heading' }),
      paragraphs: [
        msg({
          message:
            'We use no cookies, no analytics, no advertising and no tracking. There are no accounts, no forms and no online ordering: this site never asks for your personal data.',
          comment: 'Privacy page paragraph. Terms: form of address — see the glossary in docs/translating.md.',
        }),
      ],
    },
    {
      heading: msg({ message: 'Which third party your browser contacts', comment: 'Privacy page section heading. Terms: form of address — see the glossary in docs/translating.md.' }),
      paragraphs: [
        msg({
          message: `The map on the visit page is drawn from ${mapProvider} tile servers. When you open that page, your browser requests the map images directly from ${mapProvider}, which receives your IP address and the usual technical details of a web request, under the privacy policy of the OpenStreetMap Foundation.`,
          comment: 'Privacy page paragraph; {mapProvider} is OpenStreetMap. Terms: form of address — see the glossary in docs/translating.md.',
        }),
        msg({
          message: 'Every other page loads everything from this website alone: fonts and images are served from here.',
          comment: 'Privacy page paragraph',
        }),
      ],
    },
    {
      heading: msg({ message: 'Reservations and questions', comment: 'Privacy page section heading. Terms: reservation — see the glossary in docs/translating.md.' }),
      paragraphs: [
        msg({
          message: `If you call us, write to ${email} or send us a message, we use what you tell us only to handle your reservation or question, and we keep it no longer than we need to.`,
          comment: 'Privacy page paragraph; {email} is the restaurant e-mail address. Terms: reservation, form of address — see the glossary in docs/translating.md.',
        }),
      ],
    },
    {
      heading: msg({ message: 'Your rights', comment: 'Privacy page section heading. Terms: form of address — see the glossary in docs/translating.md.' }),
      paragraphs: [
        msg({
          message: `For any question about your data, write to ${email}. You may also complain to the Data State Inspectorate of Latvia (Datu valsts inspekcija).`,
          comment: 'Privacy page paragraph; {email} is the restaurant e-mail address. Keep the Latvian authority name in brackets. Terms: Latvian data authority, form of address — see the glossary in docs/translating.md.',
        }),
      ],
    },
  ],
}
