import type { ReactNode, Ref } from 'react'
import { Switch } from 'react-aria-components/Switch'
import * as styles from './FilterSwitch.css'

interface FilterSwitchProps {
  /** The class by which the menu's CSS reads the switch's checkbox (../veganOnly.css.ts, ../allergenFilter.css.ts). */
  filterClass: string
  isSelected: boolean
  onChange: (selected: boolean) => void
  inputRef?: Ref<HTMLInputElement>
  children: ReactNode
}

/** A switch of the menu's filter: its checkbox filters the menu by CSS, before its island wakes. */
export function FilterSwitch({ filterClass, isSelected, onChange, inputRef, children }: FilterSwitchProps) {
  return (
    <Switch className={`${styles.switchControl} ${filterClass}`} inputRef={inputRef} isSelected={isSelected} onChange={onChange}>
      <span className={styles.track} aria-hidden="true" data-state-marker="switch">
        <span className={styles.thumb} />
      </span>
      {children}
    </Switch>
  )
}
