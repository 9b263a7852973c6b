import { useLingui } from '@lingui/react/macro'
import { FieldError, Label, Radio, RadioGroup, Text } from 'react-aria-components/RadioGroup'
import type { TableTime } from '../../../hours/tableTimes'
import { visuallyHidden } from '../../../design/recipes.css'
import { formatTime } from '../../../i18n/formatTime'
import { useLanguage } from '../../../i18n/useLanguage'
import { formatTableTime } from '../../../reservations/requestTexts'
import * as fieldStyles from '../requestField.css'
import * as styles from './RequestTimeField.css'

interface RequestTimeFieldProps {
  /** The times the chosen evening offers, in order: none while no evening with a table is chosen. */
  times: readonly TableTime[]
  /** "HH:MM", or null. */
  value: string | null
  /** Whether a day is chosen (it may offer no time: the date field says why). */
  dayChosen: boolean
  onChange: (time: string) => void
  problem: string | undefined
}

/**
 * The time of a table request: every time the evening offers, one tap each (a radio group: arrow keys
 * move between them), those after midnight apart under their own caption.
 */
export function RequestTimeField({ times, value, dayChosen, onChange, problem }: RequestTimeFieldProps) {
  const { t, i18n } = useLingui()
  const language = useLanguage()
  const chip = (time: TableTime) => (
    <Radio key={time.time} value={time.time} className={styles.time}>
      {time.afterMidnight ? (
        <>
          <span aria-hidden="true">{formatTime(language, time.time)}</span>
          <span className={visuallyHidden}>{formatTableTime(i18n, time)}</span>
        </>
      ) : (
        formatTime(language, time.time)
      )}
    </Radio>
  )
  const evening = times.filter((time) => !time.afterMidnight)
  const night = times.filter((time) => time.afterMidnight)
  return (
    <RadioGroup
      className={fieldStyles.field}
      value={value}
      onChange={onChange}
      isDisabled={times.length === 0}
      isInvalid={problem !== undefined}
      validationBehavior="aria"
      orientation="horizontal"
    >
      <Label className={fieldStyles.label}>{t({ message: 'Time', comment: 'Table request: label of the times to choose from (the times the chosen day offers)' })}</Label>
      {times.length === 0 ? (
        <Text slot="description" className={fieldStyles.description}>
          {dayChosen
            ? t({ message: 'Choose another day to see its times.', comment: 'Table request, in the place of the times: the day chosen offers no table (the date field above says why, e.g. "Closed on Mondays"). Terms: form of address — see the glossary in docs/translating.md.' })
            : t({ message: 'Choose a day first: its times show here.', comment: 'Table request, in the place of the times: no day with a table is chosen yet. Terms: form of address — see the glossary in docs/translating.md.' })}
        </Text>
      ) : (
        <div className={styles.times}>
          {evening.map(chip)}
          {night.length > 0 && (
            <>
              <span className={styles.caption} aria-hidden="true">
                {t({ message: 'After midnight', comment: 'Table request: caption before the times after midnight (00:00, 00:30…) on a night the restaurant is open until 02:00' })}
              </span>
              {night.map(chip)}
            </>
          )}
        </div>
      )}
      <FieldError className={fieldStyles.error}>{problem}</FieldError>
    </RadioGroup>
  )
}
