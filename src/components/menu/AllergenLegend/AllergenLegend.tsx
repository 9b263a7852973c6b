import { useLingui } from '@lingui/react/macro'
import { allergenNames } from '../../../content/menu/allergenNames'
import { allergens } from '../../../content/menu/menuTypes'
import { Icon } from '../../controls/Icon/Icon'
import * as styles from './AllergenLegend.css'

/** The legend's id: an item's numbers open it (ItemAllergens). */
export const allergenLegendId = 'allergen-legend'

/**
 * The fourteen allergens by their numbers, and the printed marks for none and not given. On screen a
 * popover the numbers under a dish open, which the browser closes on Escape or a tap outside; on
 * paper it stands at the menu's end.
 */
export function AllergenLegend() {
  const { t, i18n } = useLingui()
  return (
    // A plain box, not a section: the menu's sections are its dishes' (the index links each).
    <div id={allergenLegendId} popover="auto" className={styles.legend}>
      <h2 className={styles.heading}>
        {t({ message: 'Allergens', comment: 'Heading of the legend of the allergen numbers on the menu (on screen when a number is tapped, on paper at the menu’s end)' })}
      </h2>
      <ol className={styles.list}>
        {allergens.map((allergen) => (
          <li key={allergen}>{i18n._(allergenNames[allergen])}</li>
        ))}
      </ol>
      <p className={styles.printedMarks}>
        {t({ message: '– none of these', comment: 'Printed menu, legend: the mark – beside a dish means it contains none of the fourteen allergens; keep the dash first' })}
        {' · '}
        {t({ message: '? not given yet: ask us', comment: 'Printed menu, legend: the mark ? beside a dish means its allergens are not listed yet; keep the question mark first. Terms: form of address — see the glossary in docs/translating.md.' })}
      </p>
      <button type="button" popoverTarget={allergenLegendId} popoverTargetAction="hide" className={styles.close}>
        <Icon name="close" size="1.25em" />
        <span className={styles.closeLabel}>{t({ message: 'Close', comment: 'Button that closes the legend of the allergen numbers on the menu' })}</span>
      </button>
    </div>
  )
}
