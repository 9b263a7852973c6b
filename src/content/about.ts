import { msg, plural } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { PictureName } from './pictures'

/**
 * The about page's texts and people. Every claim here comes from the specification: a chef from
 * Mexico City with 15 years of experience, authentic Mexican food with vegan and gluten-free
 * options, happy hour, live Latin music, karaoke and dancing, a family of friends. Nothing more is
 * invented: no names, no founding year. The owners replace the wording when they wish.
 */

/** The chef's years of experience (specification). */
export const chefExperienceYears = 15

export const aboutSubtitle = msg({
  message: 'A chef from Mexico City, a family of friends and a love of Mexican food, in the heart of Riga.',
  comment: 'Subtitle under "Our story" on the about page. Terms: chef, Mexico City — see the glossary in docs/translating.md.',
})

export interface AboutQuote {
  /** The small heading above the quote, for the page outline. */
  heading: MessageDescriptor
  text: MessageDescriptor
  /** Who says it: a role, never an invented name. */
  attribution: MessageDescriptor
  picture: PictureName
}

export const storyQuote: AboutQuote = {
  heading: msg({ message: 'How Amigo began', comment: 'Small heading above the owners’ quote about why they opened Amigo (about page)' }),
  text: msg({
    message:
      'We wanted a place in Riga that feels like an evening at home in Mexico: real Mexican food from a chef from Mexico City, music you can dance to, and a table where friends become family. That is why we opened Amigo.',
    comment: 'The owners’ quote on the about page, in their own voice (first person plural), about why they opened Amigo. Terms: chef, Mexico City, form of address — see the glossary in docs/translating.md.',
  }),
  attribution: msg({ message: 'The owners of Amigo', comment: 'Who said the quote about why Amigo was opened (about page)' }),
  picture: 'storefront',
}

export const philosophyQuote: AboutQuote = {
  heading: msg({ message: 'Our philosophy', comment: 'Small heading above the quote about the restaurant’s philosophy (about page)' }),
  text: msg({
    message:
      'Mi casa es tu casa. Good food, good music and good company are meant to be shared, so nobody should leave our table a stranger.',
    comment:
      'Quote about the restaurant’s philosophy on the about page. Keep "Mi casa es tu casa" in Spanish (it means "my home is your home"). Terms: form of address — see the glossary in docs/translating.md.',
  }),
  attribution: msg({ message: 'The Amigo family', comment: 'Who said the philosophy quote: the whole team (about page)' }),
  picture: 'interior',
}

export const featureIcons = ['chef', 'food', 'music', 'family'] as const
export type FeatureIconName = (typeof featureIcons)[number]

export interface AboutFeature {
  id: string
  icon: FeatureIconName
  title: MessageDescriptor
  text: MessageDescriptor
}

export const featuresHeading = msg({ message: 'What makes Amigo special', comment: 'Heading above the four feature cards on the about page' })

export const aboutFeatures: readonly AboutFeature[] = [
  {
    id: 'chef',
    icon: 'chef',
    title: msg({ message: 'A chef from Mexico City', comment: 'Title of the about page card about the chef. Terms: chef, Mexico City — see the glossary in docs/translating.md.' }),
    text: msg({
      message: 'The recipes come from Mexico City, and so does the chef who cooks them. What you taste is Mexico, not an imitation.',
      comment: 'Text of the about page card "A chef from Mexico City". Terms: chef, Mexico City, form of address — see the glossary in docs/translating.md.',
    }),
  },
  {
    id: 'food',
    icon: 'food',
    title: msg({ message: 'Made with love', comment: 'Title of the about page card about the food and the care put into it' }),
    text: msg({
      message: 'Authentic Mexican food, cooked fresh, with vegan and gluten-free options, so everyone at the table can share.',
      comment: 'Text of the about page card "Made with love"',
    }),
  },
  {
    id: 'music',
    icon: 'music',
    title: msg({ message: 'Music and dancing', comment: 'Title of the about page card about live music, karaoke and dancing' }),
    text: msg({
      message: 'Happy hour, live Latin music and karaoke: evenings at Amigo have a way of ending with everyone dancing.',
      comment: 'Text of the about page card "Music and dancing". Terms: happy hour — see the glossary in docs/translating.md.',
    }),
  },
  {
    id: 'family',
    icon: 'family',
    title: msg({ message: 'A family of friends', comment: 'Title of the about page card about the team being a family of friends' }),
    text: msg({
      message: 'Amigo was started by friends, and that is how we welcome you: come in as a guest, leave as an amigo.',
      comment: 'Text of the about page card "A family of friends". Keep "amigo" in Spanish (it means "friend" and is the restaurant’s name). Terms: guests, form of address — see the glossary in docs/translating.md.',
    }),
  },
]

export interface TeamMember {
  id: string
  picture: PictureName
  /** A role, never a personal name: the specification names nobody. */
  role: MessageDescriptor
  text: MessageDescriptor
}

export const teamHeading = msg({ message: 'The people behind Amigo', comment: 'Heading of the team section on the about page' })

// A function so the plural's placeholder is called "years" in the catalogs, for the translators.
function chefLine(years: number): MessageDescriptor {
  return msg({
    message: plural(years, {
      one: 'From Mexico City, with # year of experience at the stove. Every dish on our menu starts in this kitchen.',
      other: 'From Mexico City, with # years of experience at the stove. Every dish on our menu starts in this kitchen.',
    }),
    comment: 'Line on the team card of the chef and owner (about page); # is the number of years, 15. Terms: Mexico City — see the glossary in docs/translating.md.',
  })
}

export const team: readonly TeamMember[] = [
  {
    id: 'chef',
    picture: 'teamChef',
    role: msg({ message: 'Our chef and owner', comment: 'Role on a team card of the about page (no personal names on the site). Terms: chef — see the glossary in docs/translating.md.' }),
    text: chefLine(chefExperienceYears),
  },
  {
    id: 'staff',
    picture: 'teamStaff',
    role: msg({ message: 'Our team in the dining room', comment: 'Role on a team card of the about page: the waiting staff' }),
    text: msg({
      message: 'They know the menu by heart, find a vegan or gluten-free choice for every guest and keep the margaritas coming.',
      comment: 'Line on the team card of the waiting staff (about page). Terms: margarita, guests — see the glossary in docs/translating.md.',
    }),
  },
  {
    id: 'bartender',
    picture: 'teamBartender',
    role: msg({ message: 'Our bartender and owner', comment: 'Role on a team card of the about page (no personal names on the site). Terms: bartender — see the glossary in docs/translating.md.' }),
    text: msg({
      message: 'The other owner runs the bar: cocktails, margaritas and the happy hour that starts many of our best evenings.',
      comment: 'Line on the team card of the bartender and owner (about page). Terms: margarita, cocktails, happy hour — see the glossary in docs/translating.md.',
    }),
  },
]
