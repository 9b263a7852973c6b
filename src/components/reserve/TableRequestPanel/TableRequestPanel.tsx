import { useRef } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Button } from 'react-aria-components/Button'
import { Dialog, Heading } from 'react-aria-components/Dialog'
import type { ReservationRules, RequestReplies } from '../../../content/reservations'
import { exceptionLines, specialHoursHeading } from '../../../hours/formatExceptions'
import { openingStatus } from '../../../hours/openingStatus'
import { exceptionOn } from '../../../hours/schedule'
import type { Schedule } from '../../../hours/schedule'
import { isLargeParty } from '../../../reservations/tableRequest'
import { OpeningStatusBadge } from '../../hours/OpeningStatusBadge/OpeningStatusBadge'
import { nightGround } from '../../../design/focusRing.css'
import { formatEvening } from '../../../i18n/formatEvening'
import { useLanguage } from '../../../i18n/useLanguage'
import { composeRequest } from '../../../reservations/composeRequest'
import { dateProblemText, largePartyText, noTablesText, notReadyText, partyProblemText, timeProblemText } from '../../../reservations/problemTexts'
import { Icon } from '../../controls/Icon/Icon'
import { PartySizeField } from '../PartySizeField/PartySizeField'
import { RequestAnswerTime } from '../RequestAnswerTime/RequestAnswerTime'
import { RequestChannels } from '../RequestChannels/RequestChannels'
import { RequestDateField } from '../RequestDateField/RequestDateField'
import { RequestTextField } from '../RequestTextField/RequestTextField'
import { RequestTimeField } from '../RequestTimeField/RequestTimeField'
import { UndecidedHoursNote } from '../UndecidedHoursNote/UndecidedHoursNote'
import type { TableRequestForm } from './useTableRequest'
import * as styles from './TableRequestPanel.css'

export interface TableRequestPanelProps {
  /** What the guest has filled in, and what follows from it (./useTableRequest.ts). */
  form: TableRequestForm
  rules: ReservationRules
  replies: RequestReplies
  /** The hours the page was built with: whether the phone is answered now. */
  schedule: Schedule
}

/**
 * A table request: the guest picks an evening, a time and the party (and may add a name and a note),
 * and the panel writes the request in the page's language for the guest to send by chat, by e-mail
 * or on the phone. Nothing is sent to us and nothing is stored: what is typed lives in this panel.
 */
export function TableRequestPanel({ form, rules, replies, schedule }: TableRequestPanelProps) {
  const { t, i18n } = useLingui()
  const language = useLanguage()
  const fields = useRef<HTMLDivElement>(null)
  const { request, problems } = form
  const composed = form.complete && composeRequest(i18n, form.complete, replies)
  const closed = openingStatus(form.now, schedule).state === 'closed'
  const large = isLargeParty(request.party, rules)
  // Opened on a later day than today: say why, while that first day is the one chosen.
  const today = form.bookable.first
  const notToday = request.date !== null && request.date !== today && request.date === form.firstDate ? form.noTablesOn(today) : undefined
  const reason = notToday && noTablesText(i18n, notToday, rules)
  // What each day of the calendar says beyond its date: why it has no table, or its special hours, or
  // that it is the first with one (when that is not today).
  const aboutDay = (date: string) => {
    const noTables = form.noTablesOn(date)
    if (noTables && noTables.why !== 'past' && noTables.why !== 'tooFar') return { marked: noTables.why === 'exception', text: noTablesText(i18n, noTables, rules) }
    const exception = !noTables && exceptionOn(schedule.exceptions, date)
    const special = exception && exceptionLines(i18n, [exception], date)[0]
    if (special) return { marked: true, text: `${i18n._(specialHoursHeading)}: ${[special.hours, special.reason].filter(Boolean).join(' · ')}` }
    if (date === form.firstDate && date !== today)
      return {
        marked: false,
        text: t({ message: 'The first day with a table', comment: 'Table request: read by screen readers after the name of a day in the calendar, when the days before it (from today) offer no table.' }),
      }
    return undefined
  }
  // Sent too early: every problem is said, and the first field with one takes focus, which reads it out.
  const sayWhatIsMissing = () => {
    form.triedToSend()
    requestAnimationFrame(() => fields.current?.querySelector<HTMLElement>('[data-invalid] :is(input, [role="spinbutton"])')?.focus())
  }
  return (
    <Dialog className={styles.dialog}>
      <header className={`${styles.header} ${nightGround}`}>
        <Heading slot="title" className={styles.title}>
          {t({ message: 'Request a table', comment: 'Table request: heading of the panel the reserve buttons open. Terms: form of address — see the glossary in docs/translating.md.' })}
        </Heading>
        <Button slot="close" className={styles.close} aria-label={t({ message: 'Close', comment: 'Screen-reader name of the button that closes the table request panel. Terms: form of address — see the glossary in docs/translating.md.' })}>
          <Icon name="close" />
        </Button>
      </header>
      <div className={styles.body}>
        <p className={styles.lead}>
          {t({
            message: 'Choose when and for how many, then send the request the way you like. Your table is booked once we confirm it.',
            comment: 'Table request: the line under the heading. The site writes the request; the guest sends it by chat, e-mail or phone, and the restaurant answers. Terms: reservation, form of address — see the glossary in docs/translating.md.',
          })}
        </p>
        <UndecidedHoursNote dates={schedule.undecided} />
        <div ref={fields} className={styles.fields}>
          <div className={styles.halfRow}>
            <RequestDateField
              value={request.date}
              onChange={form.setDate}
              first={form.bookable.first}
              last={form.bookable.last}
              noTablesOn={form.noTablesOn}
              noTablesText={(noTables) => noTablesText(i18n, noTables, rules)}
              aboutDay={aboutDay}
              problem={problems.date && dateProblemText(i18n, problems.date, rules)}
              inWords={request.date === null ? undefined : formatEvening(language, request.date)}
              whyNotToday={
                reason &&
                t({
                  message: `Not today: ${reason}`,
                  comment: 'Table request, under the date when the panel opens on a later day than today: why not today; {reason} is e.g. "Closed on Mondays", "Too late for a table today.", "Closed · Public holiday".',
                })
              }
            />
          </div>
          <div className={styles.halfRow}>
            <PartySizeField
              value={request.party}
              onChange={form.setParty}
              largest={rules.largestGroup}
              problem={problems.party && partyProblemText(i18n, problems.party, rules)}
              notice={large ? largePartyText(i18n, rules) : undefined}
            />
          </div>
          <div className={styles.wholeRow}>
            <RequestTimeField times={form.times} value={request.time} dayChosen={request.date !== null} onChange={form.setTime} problem={problems.time && timeProblemText(i18n, problems.time)} />
          </div>
          <RequestTextField
            label={t({ message: 'Name', comment: 'Table request: label of the field for the name the table is booked under' })}
            value={request.name}
            onChange={form.setName}
            maxLength={rules.nameLength}
            autoComplete="name"
          />
          <RequestTextField
            label={t({ message: 'Phone to call you back', comment: 'Table request: label of the field for a phone number the restaurant may call the guest back on (useful with an e-mail). Terms: form of address — see the glossary in docs/translating.md.' })}
            value={request.callback}
            onChange={form.setCallback}
            maxLength={rules.nameLength}
            type="tel"
            autoComplete="tel"
          />
          <div className={styles.wholeRow}>
            <RequestTextField
              label={t({ message: 'Note', comment: 'Table request: label of the field where the guest may add a wish or an occasion' })}
              value={request.note}
              onChange={form.setNote}
              maxLength={rules.noteLength}
              multiline
              description={t({ message: 'For example, a high chair or a birthday', comment: 'Table request: help under the note field, examples of what a guest may add' })}
            />
          </div>
        </div>
        <div className={styles.channels}>
          <RequestChannels
            composed={composed || undefined}
            notReady={notReadyText(i18n, form.allProblems)}
            onIncomplete={sayWhatIsMissing}
            replies={replies}
            callFirst={large && !closed}
            callHours={closed ? <OpeningStatusBadge schedule={schedule} now={form.now} /> : undefined}
          />
        </div>
        <RequestAnswerTime minutes={replies.answerMinutes} className={styles.answer} />
      </div>
    </Dialog>
  )
}
