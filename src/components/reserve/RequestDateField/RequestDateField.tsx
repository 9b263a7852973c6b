import { useId, useLayoutEffect, useRef, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { parseDate, type CalendarDate, type DateValue } from '@internationalized/date'
import { Heading } from 'react-aria-components/Calendar'
import { Dialog } from 'react-aria-components/Dialog'
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker,
  DateSegment,
  FieldError,
  Group,
  Label,
  Popover,
  Text,
} from 'react-aria-components/DatePicker'
import type { NoTables } from '../../../hours/tableTimes'
import { Icon } from '../../controls/Icon/Icon'
import * as fieldStyles from '../requestField.css'
import * as styles from './RequestDateField.css'

interface RequestDateFieldProps {
  /** "YYYY-MM-DD", or null while empty or half typed. */
  value: string | null
  onChange: (date: string | null) => void
  /** The first and last date a guest may choose. */
  first: string
  last: string
  /** Why an evening offers no table, or undefined when it offers some: the calendar crosses such days out and says why. */
  noTablesOn: (date: string) => NoTables | undefined
  /** The same, in words. */
  noTablesText: (noTables: NoTables) => string
  /** What is wrong with the value, in words; undefined when nothing is (or not yet said). */
  problem: string | undefined
  /** The value in words, with its weekday ("piektdiena, 20. novembris"), said under the digits. */
  inWords: string | undefined
  /** Why the panel did not open on today, when it did not ("Not today: Closed on Mondays"): a line under the date. */
  whyNotToday?: string | undefined
  /**
   * What a day of the calendar says beyond its date, if anything: why it has no table, its special
   * hours, that it is the first with a table; `marked` for a holiday or special hours, which a dot shows.
   */
  aboutDay: (date: string) => DayNote | undefined
}

/** What a day of the calendar says beyond its date (`aboutDay`). */
export interface DayNote {
  /** A dated exception (a holiday, special hours): marked with a dot, struck through or not. */
  marked: boolean
  /** Read out after the day's name, and shown under the month when pointed at. */
  text: string
}

/**
 * The evening of a table request: typed into the date's segments or chosen in a calendar, where the
 * days without a table are crossed out, and the reason of the one pointed at, focused or tapped is
 * said under the month (read out as it changes).
 */
export function RequestDateField({ value, onChange, first, last, noTablesOn, noTablesText, problem, inWords, whyNotToday, aboutDay }: RequestDateFieldProps) {
  const { t } = useLingui()
  const [explained, setExplained] = useState<string | null>(null)
  const reason = explained === null ? undefined : noTablesOn(explained)
  const explainedNote = explained === null ? undefined : aboutDay(explained)
  const isUnavailable = (date: DateValue) => noTablesOn(date.toString()) !== undefined
  return (
    <DatePicker
      className={fieldStyles.field}
      value={value === null ? null : parseDate(value)}
      onChange={(date: CalendarDate | null) => onChange(date ? date.toString() : null)}
      minValue={parseDate(first)}
      maxValue={parseDate(last)}
      isDateUnavailable={isUnavailable}
      isInvalid={problem !== undefined}
      validationBehavior="aria"
      // The restaurant's week, as its hours are listed, whatever the language's calendar starts with.
      firstDayOfWeek="mon"
      onOpenChange={() => setExplained(null)}
    >
      <Label className={fieldStyles.label}>{t({ message: 'Date', comment: 'Table request: label of the field of the day the guest comes (typed, or chosen in a calendar)' })}</Label>
      <Group className={`${fieldStyles.box} ${styles.group}`}>
        <DateInput className={styles.input}>{(segment) => <DateSegment segment={segment} className={styles.segment} />}</DateInput>
        <Button className={styles.calendarButton}>
          <Icon name="calendar" />
        </Button>
      </Group>
      {inWords && problem === undefined && (
        <Text slot="description" className={fieldStyles.description}>
          {inWords}
          {whyNotToday && <span className={styles.whyNotToday}>{whyNotToday}</span>}
        </Text>
      )}
      <FieldError className={fieldStyles.error}>{problem}</FieldError>
      <Popover className={styles.popover} placement="bottom start">
        <Dialog className={styles.dialog}>
          <Calendar className={styles.calendar} onFocusChange={(date) => setExplained(date.toString())}>
            <header className={styles.header}>
              <Button slot="previous" className={styles.pageButton}>
                <Icon name="chevronLeft" />
              </Button>
              <Heading className={styles.heading} />
              <Button slot="next" className={styles.pageButton}>
                <Icon name="chevronRight" />
              </Button>
            </header>
            <CalendarGrid className={styles.grid}>
              {(date) => (
                <RequestDay
                  date={date}
                  note={aboutDay(date.toString())}
                  isRigaToday={date.toString() === first}
                  isBound={date.toString() === first || date.toString() === last}
                  isUnavailable={isUnavailable(date)}
                  onExplain={setExplained}
                />
              )}
            </CalendarGrid>
          </Calendar>
          <p className={styles.reason} aria-live="polite">
            {reason
              ? noTablesText(reason)
              : explainedNote?.marked
                ? explainedNote.text
                : t({
                    message: 'Crossed-out days have no tables; a dot marks a holiday or special hours.',
                    comment:
                      'Table request, under the calendar: what a crossed-out day and a small dot under a day mean, until the visitor points at one, when it says why (e.g. "Closed on Mondays", "Closed · Public holiday", "Special hours: 17:00–03:00 · Holiday hours").',
                  })}
          </p>
        </Dialog>
      </Popover>
    </DatePicker>
  )
}

interface RequestDayProps {
  date: CalendarDate
  note: DayNote | undefined
  isRigaToday: boolean
  /** The first or last day a guest may choose. */
  isBound: boolean
  isUnavailable: boolean
  onExplain: (date: string) => void
}

/**
 * A day of the calendar. react-aria names it by its whole date ("Thursday, 24 December 2026"); its
 * note is read after the name, as a description, from a hidden text of its own. react-aria also
 * calls the first and last day in reach the "first/last available date", even when that day has no
 * table: such a day loses those words (the first with a table says so in its note). Both are set on
 * the element react-aria renders, whose props take neither.
 */
function RequestDay({ date, note, isRigaToday, isBound, isUnavailable, onExplain }: RequestDayProps) {
  const cell = useRef<HTMLTableCellElement>(null)
  const noteId = useId()
  useLayoutEffect(() => {
    const day = cell.current?.firstElementChild
    if (!day) return
    if (note) day.setAttribute('aria-describedby', noteId)
    else day.removeAttribute('aria-describedby')
    const label = day.getAttribute('aria-label') ?? ''
    // Trimmed once for each label react-aria writes: the attribute stays until it writes another.
    if (isBound && isUnavailable && day.getAttribute(trimmedLabel) !== label && label.includes(', ')) {
      const trimmed = label.slice(0, label.lastIndexOf(', '))
      day.setAttribute('aria-label', trimmed)
      day.setAttribute(trimmedLabel, trimmed)
    }
  })
  return (
    <CalendarCell
      ref={cell}
      date={date}
      className={styles.cell}
      // Today in Riga, whatever the device's zone (react-aria's own "today" is the device's).
      data-riga-today={isRigaToday || undefined}
      data-marked={note?.marked || undefined}
      onHoverStart={() => onExplain(date.toString())}
      // A day without a table takes no press; a tap on it still says why.
      onClick={() => onExplain(date.toString())}
    >
      {({ formattedDate }) => (
        <>
          {formattedDate}
          {note && (
            <span id={noteId} hidden>
              {note.text}
            </span>
          )}
        </>
      )}
    </CalendarCell>
  )
}

/** Set on a day whose label was trimmed of react-aria's bound, to the label it then had. */
const trimmedLabel = 'data-trimmed-label'
