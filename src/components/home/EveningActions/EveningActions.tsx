import { useLingui } from '@lingui/react/macro'
import { phone } from '../../../content/business'
import type { WeeklyEvent } from '../../../content/whatsOn'
import { addDays } from '../../../hours/calendar'
import { datedGroup, shownBetween } from '../../../hours/datedParts'
import type { Schedule } from '../../../hours/schedule'
import type { EveningOfEvent } from '../../../hours/whatsOn'
import { formatDayMonth } from '../../../i18n/formatDate'
import { useLanguage } from '../../../i18n/useLanguage'
import { eveningCalendarPath } from '../../../seo/eveningCalendar'
import { Icon } from '../../controls/Icon/Icon'
import { ReserveTableIsland } from '../../reserve/ReserveTable/ReserveTableIsland'
import * as styles from './EveningActions.css'

interface EveningActionsProps {
  event: WeeklyEvent
  /** Its evenings of the coming weeks, the cancelled ones too (src/hours/whatsOn.ts, `eveningsOfEvent`). */
  evenings: readonly EveningOfEvent[]
  today: string
  schedule: Schedule
}

/**
 * An evening card's two ways to come: "Book this evening", the table request opened on its next
 * evening at its start (a call without JavaScript), and "Add to calendar", the file of its next
 * evening that happens: each file's link shows from the day after the one before, by the page's script.
 */
export function EveningActions({ event, evenings, today, schedule }: EveningActionsProps) {
  const { t } = useLingui()
  const language = useLanguage()
  const happening = evenings.flatMap(({ occurrence }) => (occurrence ? [occurrence] : []))
  const links = happening.map((occurrence, index) => ({
    occurrence,
    ...shownBetween(today, index ? addDays(happening[index - 1]!.date, 1) : undefined, occurrence.date),
  }))
  if (!happening.length) return null
  return (
    <div className={styles.actions}>
      <ReserveTableIsland
        schedule={schedule}
        occasions={happening.map(({ date, starts }) => ({ date, time: starts }))}
        label={t({ message: 'Book this evening', comment: 'What is on, on an evening’s card (karaoke, live music…): opens the table request on that evening’s next date, at its start. Terms: reservation, form of address — see the glossary in docs/translating.md.' })}
        fallback={{
          channel: 'call',
          href: `tel:${phone.e164}`,
          label: t({ message: 'Book this evening by phone', comment: 'What is on, on an evening’s card, where the page runs no script: calls the restaurant to book a table for that evening. Terms: reservation, form of address — see the glossary in docs/translating.md.' }),
        }}
        variant="secondary"
      />
      <div {...{ [datedGroup]: '' }} hidden={links.every((link) => link.hidden)} className={styles.calendar}>
        {links.map(({ occurrence, ...shown }) => {
          const date = formatDayMonth(language, occurrence.date)
          return (
            <a key={occurrence.date} href={eveningCalendarPath(language, event.id, occurrence.date)} type="text/calendar" className={styles.calendarLink} {...shown}>
              <Icon name="calendar" size="1.1em" />
              {t({ message: `Add to calendar (${date})`, comment: 'What is on, on an evening’s card: downloads the calendar file of its next evening, which the phone or computer adds to its calendar; {date} is that evening’s date, e.g. 10 Dec. Terms: form of address — see the glossary in docs/translating.md.' })}
            </a>
          )
        })}
      </div>
    </div>
  )
}
