import { plural } from '@lingui/core/macro'
import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { CarPark } from '../../../content/visit'
import { keepTogether } from '../../../design/recipes.css'
import { formatPrice } from '../../../i18n/formatPrice'
import { useLanguage } from '../../../i18n/useLanguage'
import { TransportCard } from '../TransportCard/TransportCard'
import { formatHeight, formatWalkMinutes } from '../visitFormats'

/** One car park: how far it is on foot first, then what a driver needs to know before turning in. */
export function CarParkCard({ carPark }: { carPark: CarPark }) {
  const { t, i18n } = useLingui()
  const language = useLanguage()
  const facts: ReactNode[] = []
  if (carPark.spaces !== undefined) {
    const spaces = carPark.spaces
    facts.push(t({ message: plural(spaces, { one: 'About # space', other: 'About # spaces' }), comment: 'Visit page, a car park: roughly how many parking spaces it has' }))
  }
  if (carPark.alwaysOpen) facts.push(t({ message: 'Open 24/7', comment: 'Visit page, a car park: open day and night, every day' }))
  if (carPark.pricePerHour !== undefined) {
    const price = formatPrice(language, carPark.pricePerHour)
    facts.push(t({ message: `${price} per hour`, comment: 'Visit page, a car park: its hourly price; {price} is e.g. 2 €' }))
  }
  if (carPark.pricePerDayMax !== undefined) {
    const price = formatPrice(language, carPark.pricePerDayMax)
    facts.push(t({ message: `At most ${price} a day`, comment: 'Visit page, a car park: the most a whole day costs; {price} is e.g. 9 €' }))
  }
  if (carPark.cardOnly) facts.push(t({ message: 'Bank card only', comment: 'Visit page, a car park: payment by bank card only, no cash' }))
  if (carPark.heightLimitCm !== undefined) {
    // Intl puts an ordinary space between number and unit: the span keeps "1,90 m" on one line.
    const height = <span className={keepTogether}>{formatHeight(language, carPark.heightLimitCm)}</span>
    facts.push(<Trans comment="Visit page, a car park: the tallest vehicle allowed in; {height} is e.g. 1.90 m">Height limit {height}</Trans>)
  }
  const walk = <span className={keepTogether}>{formatWalkMinutes(language, carPark.walk)}</span>
  return (
    <TransportCard
      title={i18n._(carPark.name)}
      icon="parking"
      walk={<Trans comment='Visit page: the walk from a car park to the restaurant; {walk} is e.g. "4–6 minutes"'>{walk} on foot</Trans>}
      facts={facts}
    />
  )
}
