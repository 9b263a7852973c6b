import { useLingui } from '@lingui/react/macro'
import { Checkbox } from 'react-aria-components/Checkbox'
import { CheckboxGroup } from 'react-aria-components/CheckboxGroup'
import { Label } from 'react-aria-components/Label'
import { allergenNames } from '../../../content/menu/allergenNames'
import { Icon } from '../../controls/Icon/Icon'
import { allergens, type Allergen } from '../../../content/menu/menuTypes'
import { allergenChoices } from '../allergenFilter.css'
import * as styles from './AllergenChoices.css'

interface AllergenChoicesProps {
  without: readonly Allergen[]
  onChange: (without: Allergen[]) => void
}

/**
 * The fourteen allergens as checkboxes, numbered as the menu marks them, under a disclosure the
 * browser opens by itself: a ticked one hides, by CSS, every item the owner said contains it.
 */
export function AllergenChoices({ without, onChange }: AllergenChoicesProps) {
  const { t, i18n } = useLingui()
  return (
    <details className={styles.disclosure}>
      <summary className={styles.summary}>
        {t({ message: 'Allergens', comment: 'Menu filter: opens the list of the fourteen allergens, each a checkbox that hides the dishes and drinks containing it' })}
        {without.length > 0 && <span className={styles.chosenCount}> ({without.length})</span>}
        <Icon name="chevronDown" size="1.25em" className={styles.chevron} />
      </summary>
      <CheckboxGroup className={`${styles.group} ${allergenChoices}`} value={[...without]} onChange={(values) => onChange(allergens.filter((allergen) => values.includes(allergen)))}>
        <Label className={styles.label}>{t({ message: 'Hide what contains', comment: 'Menu filter: label over the fourteen allergens; ticking one hides every dish and drink that contains it' })}</Label>
        {allergens.map((allergen, index) => (
          <Checkbox key={allergen} value={allergen} className={styles.choice}>
            <span className={styles.box} aria-hidden="true" data-state-marker="checkbox" />
            <span className={styles.number} aria-hidden="true">
              {index + 1}
            </span>
            {i18n._(allergenNames[allergen])}
          </Checkbox>
        ))}
      </CheckboxGroup>
    </details>
  )
}
