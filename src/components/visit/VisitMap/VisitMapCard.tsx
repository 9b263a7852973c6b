import { useLingui } from '@lingui/react/macro'
import { addressLine, restaurantName } from '../../../content/business'
import { directionsUrl } from '../../../content/mapSettings'
import { visuallyHidden } from '../../../design/recipes.css'
import { ExternalButtonLink } from '../../controls/ButtonLink/ButtonLink'
import { Icon } from '../../controls/Icon/Icon'
import * as styles from './VisitMapCard.css'

interface VisitMapCardProps {
  /** Makes the card the map's popup, with a close button that calls this. @default a plain card */
  onClose?: () => void
}

/** The restaurant's name, address and a route to it in a maps app: the map's popup, or all there is without it. */
export function VisitMapCard({ onClose }: VisitMapCardProps) {
  const { t } = useLingui()
  return (
    <div className={styles.card} data-popup={onClose ? '' : undefined}>
      <p className={styles.name}>{restaurantName}</p>
      <address className={styles.address}>{addressLine}</address>
      <ExternalButtonLink href={directionsUrl} newTab>
        <Icon name="pin" />
        {t({ message: 'Directions', comment: 'Visit page map: link that opens a route to the restaurant in a maps app or site' })}{' '}
        <span className={visuallyHidden}>{t({ message: '(opens in a new tab)', comment: 'Screen-reader hint after a link that opens another website in a new tab' })}</span>
      </ExternalButtonLink>
      {onClose && (
        <button type="button" className={styles.close} onClick={onClose} aria-label={t({ message: 'Close', comment: 'Screen-reader name of the button that closes the address popup on the visit page map. Terms: form of address — see the glossary in docs/translating.md.' })}>
          <Icon name="close" size="1.1em" />
        </button>
      )}
    </div>
  )
}
