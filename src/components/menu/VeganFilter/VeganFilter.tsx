import { useLingui } from '@lingui/react/macro'
import { plural } from '@lingui/core/macro'
import { useEffect, useEffectEvent, useRef } from 'react'
import { Switch } from 'react-aria-components/Switch'
import * as styles from './VeganFilter.css'

interface VeganFilterProps {
  isSelected: boolean
  onChange: (isSelected: boolean) => void
  /** How many dishes and drinks the menu shows now. */
  shownCount: number
  /** Whether the visitor has used the switch yet: only then is there a change to announce. */
  hasChanged: boolean
}

/** The "vegan only" switch and a live line (`output` is a status region) that says how many items remain. */
export function VeganFilter({ isSelected, onChange, shownCount, hasChanged }: VeganFilterProps) {
  const { t } = useLingui()
  const inputRef = useRef<HTMLInputElement>(null)
  // This code arrives after the prerendered switch is on screen (MenuBoard defers it). A tap before
  // then flips the plain checkbox and React does not pass that on: take the box's state as the choice.
  const takeEarlyTap = useEffectEvent(() => {
    const tappedEarly = inputRef.current?.checked
    if (tappedEarly !== undefined && tappedEarly !== isSelected) onChange(tappedEarly)
  })
  useEffect(() => takeEarlyTap(), [])
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
      <Switch className={styles.switchControl} inputRef={inputRef} isSelected={isSelected} onChange={onChange}>
        <span className={styles.track} aria-hidden="true" data-state-marker="switch">
          <span className={styles.thumb} />
        </span>
        {t({ message: 'Vegan only', comment: 'Label of the switch that hides every dish and drink that is not vegan' })}
      </Switch>
      <output className={styles.status}>{status}</output>
    </div>
  )
}
