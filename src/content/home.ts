import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { menu } from './menu/menu'
import type { MenuItem } from './menu/menuTypes'
import { itemsOf } from './menu/veganOnly'
import { pictures, type Picture } from './pictures'

export const homeReasons = ['authentic', 'quality', 'atmosphere'] as const
export type HomeReason = (typeof homeReasons)[number]

export interface ReasonCopy {
  title: MessageDescriptor
  text: MessageDescriptor
}

/**
 * "Why choose us": the specification's three cards, written only from its claims (a chef from
 * Mexico City, authentic Mexican food, vegan and gluten-free options, live Latin music, karaoke,
 * dancing, a happy hour). The happy hour has no times or prices in the specification: none here.
 */
export const reasonCopy: Record<HomeReason, ReasonCopy> = {
  authentic: {
    title: msg({ message: 'The taste of Mexico City', comment: 'Home page, "Why choose us" card about authentic food: its title. Terms: Mexico City — see the glossary in docs/translating.md.' }),
    text: msg({
      message: 'Our chef comes from Mexico City and cooks the food of home: authentic Mexican dishes, generous and full of flavour.',
      comment: 'Home page, "Why choose us" card about authentic food: its text. Terms: chef, Mexico City — see the glossary in docs/translating.md.',
    }),
  },
  quality: {
    title: msg({ message: 'Good food for every guest', comment: 'Home page, "Why choose us" card about quality and dietary options: its title. Terms: guests — see the glossary in docs/translating.md.' }),
    text: msg({
      message: 'Everything is made fresh in our kitchen, with vegan and gluten-free options, so the whole table eats well.',
      comment: 'Home page, "Why choose us" card about quality and dietary options: its text',
    }),
  },
  atmosphere: {
    title: msg({ message: 'Music, dancing, karaoke', comment: 'Home page, "Why choose us" card about the atmosphere: its title' }),
    text: msg({
      message: 'Live Latin music, karaoke and dancing, with a happy hour on top. Come in as guests, leave as amigos.',
      comment: 'Home page, "Why choose us" card about the atmosphere: its text. "amigos" is Spanish for friends: keep the Spanish word if it reads well in your language. Terms: guests, happy hour — see the glossary in docs/translating.md.',
    }),
  },
}

/** The signature dishes of the specification, in its order; everything else about them comes from the menu. */
export const signatureDishIds = ['taco-amigo', 'apotitaco', 'taco-papi'] as const
export type SignatureDishId = (typeof signatureDishIds)[number]

const signaturePictures: Record<SignatureDishId, Picture> = {
  'taco-amigo': pictures.tacoAmigo,
  apotitaco: pictures.apotitaco,
  'taco-papi': pictures.tacoPapi,
}

export interface SignatureDish {
  /** The menu's own item: name, description, badge, price and sold-out flag. */
  item: MenuItem & { price: number }
  picture: Picture
}

const foodItems = itemsOf(menu.food)

// Looked up once, when the module loads: a dish renamed away or left without a single price fails
// the build, not the visitor.
export const signatureDishes: readonly SignatureDish[] = signatureDishIds.map((id) => {
  const item = foodItems.find((candidate) => candidate.id === id)
  if (!item) throw new Error(`signature dish ${id} is not on the menu`)
  if (item.price === undefined) throw new Error(`signature dish ${id} has no single price`)
  return { item: { ...item, price: item.price }, picture: signaturePictures[id] }
})
