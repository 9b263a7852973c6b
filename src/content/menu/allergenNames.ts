import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { Allergen } from './menuTypes'


/** The fourteen allergens by their names in Annex II of Regulation (EU) No 1169/2011 (each comment written out: Lingui reads only a literal). */
export const allergenNames: Record<Allergen, MessageDescriptor> = {
  gluten: msg({ message: 'Cereals containing gluten', comment: 'An allergen on the menu, in the legend of its numbers 1–14: the name Annex II of Regulation (EU) No 1169/2011 gives it in your language’s version (Russian: the usual culinary term)' }),
  crustaceans: msg({ message: 'Crustaceans', comment: 'An allergen on the menu, in the legend of its numbers 1–14: the name Annex II of Regulation (EU) No 1169/2011 gives it in your language’s version (Russian: the usual culinary term)' }),
  eggs: msg({ message: 'Eggs', comment: 'An allergen on the menu, in the legend of its numbers 1–14: the name Annex II of Regulation (EU) No 1169/2011 gives it in your language’s version (Russian: the usual culinary term)' }),
  fish: msg({ message: 'Fish', comment: 'An allergen on the menu, in the legend of its numbers 1–14: the name Annex II of Regulation (EU) No 1169/2011 gives it in your language’s version (Russian: the usual culinary term)' }),
  peanuts: msg({ message: 'Peanuts', comment: 'An allergen on the menu, in the legend of its numbers 1–14: the name Annex II of Regulation (EU) No 1169/2011 gives it in your language’s version (Russian: the usual culinary term)' }),
  soybeans: msg({ message: 'Soybeans', comment: 'An allergen on the menu, in the legend of its numbers 1–14: the name Annex II of Regulation (EU) No 1169/2011 gives it in your language’s version (Russian: the usual culinary term)' }),
  milk: msg({ message: 'Milk', comment: 'An allergen on the menu, in the legend of its numbers 1–14: the name Annex II of Regulation (EU) No 1169/2011 gives it in your language’s version (Russian: the usual culinary term)' }),
  nuts: msg({ message: 'Nuts', comment: 'An allergen on the menu, in the legend of its numbers 1–14: the name Annex II of Regulation (EU) No 1169/2011 gives it in your language’s version (Russian: the usual culinary term); the tree nuts (almonds, hazelnuts, walnuts…)' }),
  celery: msg({ message: 'Celery', comment: 'An allergen on the menu, in the legend of its numbers 1–14: the name Annex II of Regulation (EU) No 1169/2011 gives it in your language’s version (Russian: the usual culinary term)' }),
  mustard: msg({ message: 'Mustard', comment: 'An allergen on the menu, in the legend of its numbers 1–14: the name Annex II of Regulation (EU) No 1169/2011 gives it in your language’s version (Russian: the usual culinary term)' }),
  sesame: msg({ message: 'Sesame seeds', comment: 'An allergen on the menu, in the legend of its numbers 1–14: the name Annex II of Regulation (EU) No 1169/2011 gives it in your language’s version (Russian: the usual culinary term)' }),
  sulphites: msg({ message: 'Sulphur dioxide and sulphites', comment: 'An allergen on the menu, in the legend of its numbers 1–14: the name Annex II of Regulation (EU) No 1169/2011 gives it in your language’s version (Russian: the usual culinary term)' }),
  lupin: msg({ message: 'Lupin', comment: 'An allergen on the menu, in the legend of its numbers 1–14: the name Annex II of Regulation (EU) No 1169/2011 gives it in your language’s version (Russian: the usual culinary term)' }),
  molluscs: msg({ message: 'Molluscs', comment: 'An allergen on the menu, in the legend of its numbers 1–14: the name Annex II of Regulation (EU) No 1169/2011 gives it in your language’s version (Russian: the usual culinary term)' }),
}
