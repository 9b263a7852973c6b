import { useLingui } from '@lingui/react/macro'
import { plural } from '@lingui/core/macro'
import { useEffect, useRef, useState } from 'react'
import { Switch } from 'react-aria-components/Switch'
import { filterSwitch } from '../veganOnly.css'
import * as styles from './VeganFilter.css'

interface VeganFilterProps {
  /** How many dishes and drinks are vegan: what the menu shows with the switch on. */
  veganCount: number
  /** On from the start, as if the visitor had turned it on (stories). @default false */
  defaultSelected?: boolean
}

/**
 * The "vegan only" switch and a live line (`output` is a status region) that says how many items
 * remain. The switch's checkbox filters the menu by itself (../veganOnly.css.ts); this island,
 * which wakes on the first tap or focus, says what changed.
 */
export function VeganFilter({ veganCount, defaultSelected = false }: VeganFilterProps) {
  const { t } = useLingui()
  const inputRef = useRef<HTMLInputElement>(null)
  const [isSelected, setSelected] = useState(defaultSelected)
  const [hasChanged, setHasChanged] = useState(defaultSelected)
  const choose = (selected: boolean) => {
    setSelected(selected)
    setHasChanged(true)
  }
  // The tap that woke the island has already ticked the plain checkbox (and filtered the menu):
  // take the box's state as the choice, so the count is said for it too.
  useEffect(() => {
    if (!inputRef.current?.checked) return
    setSelected(true)
    setHasChanged(true)
  }, [])
  const shownCount = veganCount
  const status = isSelected
    ? t({
        message: plural(shownCount, { one: 'Showing # vegan dish or drink', other: 'Showing # vegan dishes and drinks' }),
        comment: 'Announced when the vegan-only filter is on; # is the number of items still shown',
      })
    : hasChanged
      ? t({ message: 'Showing the whole menu', comment: 'Announced when the vegan-only filter is turned off' })
      : ''
  return (
    <div className={styles.filter}>
      <Switch className={`${styles.switchControl} ${filterSwitch}`} inputRef={inputRef} isSelected={isSelected} onChange={choose}>
        <span className={styles.track} aria-hidden="true" data-state-marker="switch">
          <span className={styles.thumb} />
        </span>
        {t({ message: 'Vegan only', comment: 'Label of the switch that hides every dish and drink that is not vegan' })}
      </Switch>
      <output className={styles.status}>{status}</output>
    </div>
  )
}
