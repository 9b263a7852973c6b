import { useLingui } from '@lingui/react/macro'
import { Link } from 'react-aria-components/Link'
import { phone } from '../../../content/business'
import { button } from '../../../design/recipes.css'
import { noBreak } from '../../../i18n/noBreak'
import { Icon } from '../../controls/Icon/Icon'
import { Tooltip } from '../../controls/Tooltip/Tooltip'
import * as styles from './ReserveLink.css'

/** The header's reserve button: a phone call, and says so, with the number in a tooltip. */
export function ReserveLink() {
  const { t } = useLingui()
  const number = noBreak(phone.display)
  return (
    <Tooltip label={t({ message: `Call ${number}`, comment: 'Tooltip on the reserve button; {number} is the phone number. Terms: form of address — see the glossary in docs/translating.md.' })}>
      <Link href={`tel:${phone.e164}`} className={`${button({ variant: 'primary' })} ${styles.link}`}>
        <Icon name="phone" size="1.1em" />
        <span className={styles.fullLabel}>
          {t({
            message: 'Reserve by phone',
            comment:
              'Header button (wide screens) and home page button under the main heading: it calls the restaurant to book a table. The phone menu has "Reserve by chat" beside it: say how each one books. Terms: reservation, form of address — see the glossary in docs/translating.md.',
          })}
        </span>
        <span className={styles.shortLabel} aria-hidden="true">
          {t({
            message: 'Reserve',
            comment:
              'Header button beside a phone icon, where the screen is too narrow for "Reserve by phone" (1024 to 1279 px): as short as your language allows, and a word of your "Reserve by phone", which screen readers still read out. Terms: reservation — see the glossary in docs/translating.md.',
          })}
        </span>
      </Link>
    </Tooltip>
  )
}
