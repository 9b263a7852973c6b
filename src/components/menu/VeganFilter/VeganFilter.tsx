import { useLingui } from '@lingui/react/macro'
import { plural } from '@lingui/core/macro'
import { useCallback, useEffect, useRef, useState } from 'react'
import { allergens, type Allergen } from '../../../content/menu/menuTypes'
import { asksAboutAllergens, filterCount, type FilterChoice, type FilterItem } from '../../../content/menu/menuFilter'
import { AllergenChoices } from '../AllergenChoices/AllergenChoices'
import { FilterSwitch } from '../FilterSwitch/FilterSwitch'
import { allergenChoices, glutenFreeSwitch } from '../allergenFilter.css'
import { filterSwitch } from '../veganOnly.css'
import * as styles from './VeganFilter.css'

interface VeganFilterProps {
  /** Every dish and drink as the count needs it (src/content/menu/menuFilter.ts). */
  items: readonly FilterItem[]
  /** What is chosen from the start, as if the visitor had chosen it (stories). @default nothing */
  defaultChoice?: FilterChoice
}

const nothingChosen: FilterChoice = { vegan: false, glutenFree: false, without: [] }

/**
 * The menu's filter: "vegan only", "gluten-free only", the allergens to leave out, and a live line
 * (`output` is a status region) that says how many items remain and how many of them have their
 * allergens not given yet. Its inputs filter the menu by themselves (../veganOnly.css.ts,
 * ../allergenFilter.css.ts); this island, which wakes on the first tap or focus, says what changed.
 */
export function VeganFilter({ items, defaultChoice = nothingChosen }: VeganFilterProps) {
  const { t } = useLingui()
  const formRef = useRef<HTMLDivElement>(null)
  const [choice, setChoice] = useState(defaultChoice)
  const [hasChanged, setHasChanged] = useState(defaultChoice !== nothingChosen)
  const choose = useCallback((change: Partial<FilterChoice>) => {
    setChoice((current) => ({ ...current, ...change }))
    setHasChanged(true)
  }, [])
  // The tap that woke the island has already ticked a plain checkbox (and filtered the menu): take
  // the boxes' state as the choice, so the count is said for it too.
  useEffect(() => {
    const checked = (selector: string) => [...(formRef.current?.querySelectorAll<HTMLInputElement>(`.${selector} input:checked`) ?? [])].map((input) => input.value)
    const without = allergens.filter((allergen) => checked(allergenChoices).includes(allergen))
    const found = { vegan: checked(filterSwitch).length > 0, glutenFree: checked(glutenFreeSwitch).length > 0, without }
    if (found.vegan || found.glutenFree || without.length) choose(found)
  }, [choose])
  // Words for what the filter keeps, in the component: Lingui's `t` is the hook's.
  const statusOf = ({ shown, unknown }: { shown: number; unknown: number }): string => {
    if (!choice.vegan && !asksAboutAllergens(choice)) return t({ message: 'Showing the whole menu', comment: 'Announced when every filter of the menu is turned off' })
    if (!asksAboutAllergens(choice)) {
      // Its placeholder keeps the name it was translated with.
      const shownCount = shown
      return t({
        message: plural(shownCount, { one: 'Showing # vegan dish or drink', other: 'Showing # vegan dishes and drinks' }),
        comment: 'Announced when the vegan-only filter is on; # is the number of items still shown',
      })
    }
    const showing = t({
      message: plural(shown, { one: 'Showing # dish or drink', other: 'Showing # dishes and drinks' }),
      comment: 'Announced when a filter of the menu by allergens (or gluten-free) is on; # is the number of items still shown',
    })
    if (unknown === 0) return showing
    const asking = t({
      message: plural(unknown, { one: '# of them with allergens not given yet: ask us', other: '# of them with allergens not given yet: ask us' }),
      comment: 'Follows "Showing 12 dishes and drinks" after a semicolon; # is how many of those the restaurant has not yet said the allergens of, so they are shown rather than hidden as safe. Terms: form of address — see the glossary in docs/translating.md.',
    })
    return `${showing}; ${asking}`
  }
  return (
    <div className={styles.filter} ref={formRef}>
      <FilterSwitch filterClass={filterSwitch} isSelected={choice.vegan} onChange={(vegan) => choose({ vegan })}>
        {t({ message: 'Vegan only', comment: 'Label of the switch that hides every dish and drink that is not vegan' })}
      </FilterSwitch>
      <FilterSwitch filterClass={glutenFreeSwitch} isSelected={choice.glutenFree} onChange={(glutenFree) => choose({ glutenFree })}>
        {t({ message: 'Gluten-free only', comment: 'Label of the switch that hides every dish and drink the owner has not marked gluten-free (those whose allergens are not given yet stay, marked "ask us")' })}
      </FilterSwitch>
      <output className={styles.status}>{hasChanged ? statusOf(filterCount(items, choice)) : ''}</output>
      <AllergenChoices without={choice.without} onChange={(without: Allergen[]) => choose({ without })} />
    </div>
  )
}
