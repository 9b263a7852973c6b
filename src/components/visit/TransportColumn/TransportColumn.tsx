import { useId, type ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { busStop, carParks, streetParking } from '../../../content/visit'
import { formatPriceRange } from '../../../i18n/formatPrice'
import { keepTogether } from '../../../design/recipes.css'
import { useLanguage } from '../../../i18n/useLanguage'
import { BusStopCard } from '../BusStopCard/BusStopCard'
import { CarParkCard } from '../CarParkCard/CarParkCard'
import { TransportCard } from '../TransportCard/TransportCard'
import { TransportIcon } from '../TransportIcon/TransportIcon'
import { formatList, formatListParts, formatParkingHours } from '../visitFormats'
import * as styles from './TransportColumn.css'

interface TransportColumnProps {
  /** The map, first in the column. */
  map: ReactNode
}

/** How to get here: the map, then by car, then by bus or parking in the street. */
export function TransportColumn({ map }: TransportColumnProps) {
  const { t, i18n } = useLingui()
  const language = useLanguage()
  const headingId = useId()
  // Each stretch of hours and the price range on one line; the list may break between stretches.
  const paidHours = (
    <>
      {formatListParts(
        language,
        streetParking.paidHours.map((hours) => formatParkingHours(i18n, language, hours)),
      ).map((part, index) =>
        part.type === 'element' ? (
          <span key={index} className={keepTogether}>
            {part.value}
          </span>
        ) : (
          part.value
        ),
      )}
    </>
  )
  const zones = formatList(language, streetParking.zones)
  const priceRange = <span className={keepTogether}>{formatPriceRange(language, streetParking.firstHour.lowest, streetParking.firstHour.highest)}</span>
  const paid = (
    <Trans comment='Visit page, street parking: when it must be paid for; {paidHours} is e.g. "Mon–Fri 08:00–20:00 and Sat 09:00–17:00"'>Paid {paidHours}</Trans>
  )
  const zonesFact = t({ message: `Zones ${zones}`, comment: 'Visit page, street parking: the city parking zones around; {zones} is e.g. "B, C and D"' })
  const firstHour = (
    <Trans comment='Visit page, street parking: the price of the first hour, which depends on the zone. {priceRange} is the whole range with one euro sign, written the way your language writes it (e.g. "1–2 €", English "€1–2"): move it where your sentence needs it, but never write an amount yourself'>
      {priceRange} for the first hour
    </Trans>
  )
  return (
    <section aria-labelledby={headingId} className={styles.column}>
      <h2 id={headingId} className={styles.heading}>
        {t({ message: 'Getting here', comment: 'Visit page: heading of the column with the map, parking and public transport' })}
      </h2>
      <div className={styles.map}>{map}</div>
      <h3 className={styles.subheading}>
        <TransportIcon name="car" isFramed />
        {t({ message: 'By car', comment: 'Visit page: heading above the car parks' })}
      </h3>
      <ul className={styles.cards}>
        {carParks.map((carPark) => (
          <li key={carPark.id}>
            <CarParkCard carPark={carPark} />
          </li>
        ))}
      </ul>
      <h3 className={styles.subheading}>
        <TransportIcon name="bus" isFramed />
        {t({ message: 'Public transport and street parking', comment: 'Visit page: heading above the bus and street-parking facts' })}
      </h3>
      <ul className={styles.cards}>
        <li>
          <BusStopCard stop={busStop} />
        </li>
        <li>
          <TransportCard
            title={t({ message: 'Street parking', comment: 'Visit page: heading of the card about paid parking in the streets around' })}
            facts={[paid, zonesFact, firstHour]}
          />
        </li>
      </ul>
    </section>
  )
}
