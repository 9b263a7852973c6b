import { useLingui } from '@lingui/react'
import { allergenWords, allergensText } from '../../../content/menu/dietWords'
import { allergens, type Allergen, type MenuItem } from '../../../content/menu/menuTypes'
import { visuallyHidden } from '../../../design/recipes.css'
import { allergenLegendId } from '../AllergenLegend/AllergenLegend'
import { allergensUnknown } from '../allergenFilter.css'
import * as styles from './ItemAllergens.css'

/** Annex II's number of an allergen, as the legend lists it. */
const allergenNumber = (allergen: Allergen) => allergens.indexOf(allergen) + 1

/**
 * What an item contains of the EU's fourteen allergens: their numbers, which open the legend (a
 * screen reader hears their names instead), "none", or, while the owner has not given them, "ask us".
 */
export function ItemAllergens({ item }: { item: Pick<MenuItem, 'allergens'> }) {
  const { i18n } = useLingui()
  if (!item.allergens?.length) return <p className={item.allergens ? styles.line : `${styles.line} ${allergensUnknown}`}>{allergensText(item, i18n)}</p>
  return (
    <p className={styles.line}>
      <span aria-hidden="true">
        <button type="button" tabIndex={-1} popoverTarget={allergenLegendId} className={styles.numbers}>
          {i18n._({ ...allergenWords.list, values: { list: item.allergens.map(allergenNumber).join(', ') } })}
        </button>
      </span>
      <span className={visuallyHidden}>{allergensText(item, i18n)}</span>
    </p>
  )
}

/** The short mark a printed menu sets beside a dish's name: its numbers, "–" for none, "?" while not given (the legend says so). */
export function printedAllergenMark(item: Pick<MenuItem, 'allergens'>): string {
  if (!item.allergens) return '?'
  return item.allergens.length ? item.allergens.map(allergenNumber).join(',') : '–'
}
