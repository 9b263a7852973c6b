import { msg } from '@lingui/core/macro'
import { restaurantName } from '../business'
import type { LegalDocumentContent } from './legalDocument'

const name = restaurantName

export const termsDocument: LegalDocumentContent = {
  heading: msg({ message: 'Terms of use', comment: 'Heading of the terms of use page' }),
  updated: '2026-11-21',
  intro: msg({
    message: `These terms apply to the use of this website, run by ${name} in Riga, Latvia.`,
    comment: 'Introduction of the terms page; {name} is Amigo',
  }),
  sections: [
    {
      heading: msg({ message: 'Menu, prices and hours', comment: 'Terms page section heading' }),
      paragraphs: [
        msg({
          message:
            'We keep the menu, prices and opening hours on this site up to date, but dishes, prices and hours can change. The prices at the restaurant are the ones that apply.',
          comment: 'Terms page paragraph',
        }),
      ],
    },
    {
      heading: msg({ message: 'Reservations', comment: 'Terms page section heading. Terms: reservation — see the glossary in docs/translating.md.' }),
      paragraphs: [
        msg({
          message: 'This site takes no bookings. A table is reserved once we confirm it by phone, e-mail or message.',
          comment: 'Terms page paragraph. Terms: reservation — see the glossary in docs/translating.md.',
        }),
      ],
    },
    {
      heading: msg({ message: 'Allergies and diets', comment: 'Terms page section heading' }),
      paragraphs: [
        msg({
          message: 'Vegan and gluten-free dishes are marked as a guide. If you have an allergy, please tell our staff before you order.',
          comment: 'Terms page paragraph. Terms: form of address — see the glossary in docs/translating.md.',
        }),
      ],
    },
    {
      heading: msg({ message: 'Content', comment: 'Terms page section heading' }),
      paragraphs: [
        msg({
          message: `The texts, images and design of this site belong to ${name}. You are welcome to share links to it; please ask us before reusing its content.`,
          comment: 'Terms page paragraph; {name} is Amigo. Terms: form of address — see the glossary in docs/translating.md.',
        }),
      ],
    },
    {
      heading: msg({ message: 'Links to other sites', comment: 'Terms page section heading' }),
      paragraphs: [
        msg({
          message: 'Links to social media, messaging apps and the map lead to services with their own terms, for which we are not responsible.',
          comment: 'Terms page paragraph',
        }),
      ],
    },
    {
      heading: msg({ message: 'Applicable law', comment: 'Terms page section heading' }),
      paragraphs: [msg({ message: 'These terms are governed by the law of the Republic of Latvia.', comment: 'Terms page paragraph' })],
    },
  ],
}
