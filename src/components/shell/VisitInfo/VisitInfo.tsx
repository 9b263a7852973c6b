import { address } from '../../../content/business'
import { openingHours } from '../../../content/openingHours'
import { formatOpeningPeriod } from '../../../i18n/formatHours'
import { useLingui } from '@lingui/react'
import { Icon } from '../../controls/Icon/Icon'
import * as styles from './VisitInfo.css'

interface VisitInfoProps {
  /** `row` in the header's top bar, `column` in the mobile menu. */
  layout: 'row' | 'column'
}

/** The address and the opening hours, as the header shows them. */
export function VisitInfo({ layout }: VisitInfoProps) {
  const { i18n } = useLingui()
  return (
    <ul className={styles.list[layout]}>
      <li className={styles.item}>
        <Icon name="pin" size="1.1em" className={styles.icon} />
        <span>
          {address.street}, {address.city}
        </span>
      </li>
      <li className={styles.item}>
        <Icon name="clock" size="1.1em" className={styles.icon} />
        <span>{openingHours.map((period) => formatOpeningPeriod(i18n, period)).join(' · ')}</span>
      </li>
    </ul>
  )
}
