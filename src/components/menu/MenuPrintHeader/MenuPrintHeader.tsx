import { useLingui } from '@lingui/react/macro'
import { address, phone, restaurantName } from '../../../content/business'
import { hoursExceptions, openingHours } from '../../../content/openingHours'
import { siteOrigin } from '../../../content/site'
import { addDays, rigaToday } from '../../../hours/calendar'
import { datedGroup, fortnight, shownBetween } from '../../../hours/datedParts'
import { exceptionLines, specialHoursHeading } from '../../../hours/formatExceptions'
import { formatOpeningPeriod } from '../../../hours/formatHours'
import type { QrResult } from '../../../qr/qrDrawing'
import { Icon } from '../../controls/Icon/Icon'
import { PrintQrCode } from '../../controls/PrintQrCode/PrintQrCode'
import * as styles from './MenuPrintHeader.css'
import { DatedPartsScript } from '../../hours/DatedPartsScript/DatedPartsScript'

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
  const today = rigaToday()
  // The exceptions of the coming fortnight, as the page shows them (../../hours/HoursExceptions/HoursExceptions.tsx): paper prints what the screen shows.
  const exceptions = exceptionLines(i18n, hoursExceptions, today).map((line) => ({ line, shown: shownBetween(today, addDays(line.from, -fortnight), line.to) }))
  return (
    <div className={styles.header} data-print-header="">
      <div className={styles.facts}>
        <p className={styles.name}>{restaurantName}</p>
        <p className={styles.fact}>
          <Icon name="pin" size="1em" />
          {address.street}, {address.city}, {address.postcode}
        </p>
        <p className={styles.fact}>
          <Icon name="clock" size="1em" />
          {openingHours.map((period) => formatOpeningPeriod(i18n, period, 'entryStart')).join(' · ')}
        </p>
        {exceptions.length > 0 && (
          <p {...{ [datedGroup]: '' }} hidden={exceptions.every(({ shown }) => shown.hidden)} className={styles.exceptions}>
            <span>{i18n._(specialHoursHeading)}:</span>
            {exceptions.map(({ line, shown }) => (
              <span key={line.from} {...shown} className={styles.exception}>
                <strong>{line.days}</strong> {line.hours}
                {line.reason && ` (${line.reason})`}
              </span>
            ))}
            <DatedPartsScript />
          </p>
        )}
        <p className={styles.fact}>
          <Icon name="phone" size="1em" />
          {phone.display} · {webAddress}
        </p>
      </div>
      <PrintQrCode
        qrCode={qrCode}
        caption={t({ message: 'Scan to view our menu', comment: 'Caption beside the QR code at the top of the printed menu. Terms: form of address — see the glossary in docs/translating.md.' })}
      />
    </div>
  )
}
