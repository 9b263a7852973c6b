import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { Allergen } from './menuTypes'

const official = 'An allergen on the menu, in the legend of its numbers 1–14: the name Annex II of Regulation (EU) No 1169/2011 gives it in your language’s version (Russian: the usual culinary term)'

/** The fourteen allergens by their names in Annex II of Regulation (EU) No 1169/2011. */
export const allergenNames: Record<Allergen, MessageDescriptor> = {
  gluten: msg({ message: 'Cereals containing gluten', comment: official }),
  crustaceans: msg({ message: 'Crustaceans', comment: official }),
  eggs: msg({ message: 'Eggs', comment: official }),
  fish: msg({ message: 'Fish', comment: official }),
  peanuts: msg({ message: 'Peanuts', comment: official }),
  soybeans: msg({ message: 'Soybeans', comment: official }),
  milk: msg({ message: 'Milk', comment: official }),
  nuts: msg({ message: 'Nuts', comment: `${official}; the tree nuts (almonds, hazelnuts, walnuts…)` }),
  celery: msg({ message: 'Celery', comment: official }),
  mustard: msg({ message: 'Mustard', comment: official }),
  sesame: msg({ message: 'Sesame seeds', comment: official }),
  sulphites: msg({ message: 'Sulphur dioxide and sulphites', comment: official }),
  lupin: msg({ message: 'Lupin', comment: official }),
  molluscs: msg({ message: 'Molluscs', comment: official }),
}
