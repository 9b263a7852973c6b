import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/** One guest's review, as the visit page shows it. */
export interface Review {
  id: string
  /** First name and the initial of the family name, as the guest signed. */
  author: string
  /** Stars given, from 1 to 5. */
  rating: number
  text: MessageDescriptor
  /** The day it was written, "YYYY-MM-DD". */
  date: string
}

/**
 * PLACEHOLDER: six sample guest reviews written for the site, to be replaced with real ones.
 * The specification redacts the guests' names and words, so these are modest sample texts, each
 * rated 5 as the specification's are; the owner puts real reviews here (with the guests' consent)
 * before launch. Being samples, they are never put in the structured data.
 */
export const reviews: readonly Review[] = [
  {
    id: 'laura-m',
    author: 'Laura M.',
    rating: 5,
    date: '2025-05-17',
    text: msg({
      message: 'The birria tacos with their broth were wonderful, and the staff made us feel at home. We will be back.',
      comment: 'Visit page: a sample guest review (a placeholder until real reviews replace it). Translate it as a guest would write it, simply and warmly. Terms: tacos — see the glossary in docs/translating.md.',
    }),
  },
  {
    id: 'janis-b',
    author: 'Jānis B.',
    rating: 5,
    date: '2025-05-03',
    text: msg({
      message: 'Great margaritas and a lively, friendly atmosphere on a Friday night. Booking a table ahead was a good idea.',
      comment: 'Visit page: a sample guest review (a placeholder until real reviews replace it). Translate it as a guest would write it, simply and warmly. Terms: margarita, reservation — see the glossary in docs/translating.md.',
    }),
  },
  {
    id: 'kaisa-l',
    author: 'Kaisa L.',
    rating: 5,
    date: '2025-04-19',
    text: msg({
      message: 'We came for the guacamole and stayed for the live music. Friendly service from start to finish.',
      comment: 'Visit page: a sample guest review (a placeholder until real reviews replace it). Translate it as a guest would write it, simply and warmly. Terms: guacamole — see the glossary in docs/translating.md.',
    }),
  },
  {
    id: 'markus-w',
    author: 'Markus W.',
    rating: 5,
    date: '2025-04-05',
    text: msg({
      message: 'Real Mexican flavours in the middle of Riga. Try the Taco Amigo with grilled pineapple.',
      comment: 'Visit page: a sample guest review (a placeholder until real reviews replace it). "Taco Amigo" is a dish name: keep it as on the menu. Terms: tacos, form of address — see the glossary in docs/translating.md.',
    }),
  },
  {
    id: 'olga-p',
    author: 'Olga P.',
    rating: 5,
    date: '2025-03-22',
    text: msg({
      message: 'Good vegan choices: the Taco Smurf was delicious. A cosy place with kind staff.',
      comment: 'Visit page: a sample guest review (a placeholder until real reviews replace it). "Taco Smurf" is a dish name: keep it as on the menu. Terms: tacos — see the glossary in docs/translating.md.',
    }),
  },
  {
    id: 'tom-h',
    author: 'Tom H.',
    rating: 5,
    date: '2025-03-08',
    text: msg({
      message: 'Karaoke night was great fun. Tasty food, cold drinks and a very warm welcome.',
      comment: 'Visit page: a sample guest review (a placeholder until real reviews replace it). Translate it as a guest would write it, simply and warmly',
    }),
  },
]
