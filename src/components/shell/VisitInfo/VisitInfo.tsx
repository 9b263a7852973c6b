import { Fragment } from 'react'
import { address } from '../../../content/business'
import { openingHours } from '../../../content/openingHours'
import { keepTogether } from '../../../design/recipes.css'
import { formatOpeningPeriod } from '../../../hours/formatHours'
import { useLingui } from '@lingui/react'
import { Icon } from '../../controls/Icon/Icon'
import { LiveLine } from '../../hours/LiveLine/LiveLine'
import * as styles from './VisitInfo.css'

interface VisitInfoProps {
  /** `row` in the header's top bar, `column` in the mobile menu. */
  layout: 'row' | 'column'
}

/** The address, the opening hours and the live line (open now, tonight, the next holiday), as the header shows them. */
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
        <span>
          {/* Each period on one line: "Fri–Sat 17:00–02:00" broken after a dash reads as two. In the
              phone menu's column each has its line, and no dot is left dangling at a line's end. */}
          {openingHours.map((period, index) => (
            <Fragment key={period.days.join()}>
              {index > 0 && <span className={styles.separator[layout]}> · </span>}
              <span className={`${keepTogether} ${styles.period[layout]}`}>{formatOpeningPeriod(i18n, period, 'entryStart')}</span>
            </Fragment>
          ))}
        </span>
      </li>
      <li className={styles.status}>
        <LiveLine size="compact" />
      </li>
    </ul>
  )
}
