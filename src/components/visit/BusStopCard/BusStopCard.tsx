import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { BusStop } from '../../../content/visit'
import { keepTogether } from '../../../design/recipes.css'
import { useLanguage } from '../../../i18n/useLanguage'
import { TransportCard } from '../TransportCard/TransportCard'
import { formatList, formatWalkMinutes } from '../visitFormats'

/** The nearest bus stop, as the car parks are shown: the walk first, then the stop and its lines. */
export function BusStopCard({ stop }: { stop: BusStop }) {
  const { t } = useLingui()
  const language = useLanguage()
  const walk = <span className={keepTogether}>{formatWalkMinutes(language, stop.walk)}</span>
  // A Latvian name in every language: screen readers say it as Latvian.
  const name = (
    <span className={keepTogether} lang="lv">
      {stop.name}
    </span>
  )
  const count = stop.lines.length
  const lines = formatList(language, stop.lines)
  return (
    <TransportCard
      title={t({ message: 'By bus', comment: 'Visit page: heading of the public transport card' })}
      icon="bus"
      walk={<Trans comment='Visit page: the walk from the bus stop to the restaurant; {walk} is e.g. "2–4 minutes"'>{walk} on foot</Trans>}
      facts={[
        <Trans key="stop" comment='Visit page, by bus: the name of the nearest stop, as its sign writes it (in Latvian, e.g. "Ģertrūdes iela"); keep the name as it is'>
          Stop: {name}
        </Trans>,
        t({
          message: plural(count, { one: `Bus ${lines}`, other: `Buses ${lines}` }),
          comment: 'Visit page, by bus: the bus lines that stop at the nearest stop; {lines} is their numbers, e.g. "3, 11 and 24" (already joined the way your language joins a list)',
        }),
      ]}
    />
  )
}
