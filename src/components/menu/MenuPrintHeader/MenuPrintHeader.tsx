import { useLingui } from '@lingui/react/macro'
import { address, phone, restaurantName } from '../../../content/business'
import { openingHours } from '../../../content/openingHours'
import { siteOrigin } from '../../../content/site'
import { formatOpeningPeriod } from '../../../hours/formatHours'
import type { QrResult } from '../../../qr/qrDrawing'
import { Icon } from '../../controls/Icon/Icon'
import { PrintQrCode } from '../../controls/PrintQrCode/PrintQrCode'
import { PrintedExceptions } from '../PrintedExceptions/PrintedExceptions'
import * as styles from './MenuPrintHeader.css'

interface MenuPrintHeaderProps {
  /** The menu's QR code, drawn at prerender. */
  qrCode: QrResult
}

/**
 * The top of the printed menu: who we are, where, when, how to call and where to find us online,
 * with the QR code. On paper only: on screen the header and the page say all of it.
 */
export function MenuPrintHeader({ qrCode }: MenuPrintHeaderProps) {
  const { t, i18n } = useLingui()
  const webAddress = new URL(siteOrigin).host
  return (
    <div className={styles.header} data-print-header="">
      <div className={styles.lines}>
        <p className={styles.name}>{restaurantName}</p>
        <p className={styles.facts}>
          <span className={styles.fact}>
            <Icon name="pin" size="1em" />
            {address.street}, {address.city}, {address.postcode}
          </span>
          <span className={styles.fact}>
            <Icon name="phone" size="1em" />
            {phone.display} · {webAddress}
          </span>
        </p>
        <p className={styles.hours}>
          <span className={styles.hoursIcon}>
            <Icon name="clock" size="1em" />
          </span>
          <span className={styles.facts}>
            {openingHours.map((period) => (
              <span key={period.days.join()} className={styles.fact}>
                {formatOpeningPeriod(i18n, period, 'entryStart')}
              </span>
            ))}
          </span>
        </p>
      </div>
      <PrintedExceptions />
      <PrintQrCode
        qrCode={qrCode}
        caption={t({ message: 'Scan to view our menu', comment: 'Caption beside the QR code at the top of the printed menu. Terms: form of address — see the glossary in docs/translating.md.' })}
      />
    </div>
  )
}
