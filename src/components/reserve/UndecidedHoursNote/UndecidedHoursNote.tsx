import { useLingui } from '@lingui/react/macro'
import { formatDayMonth } from '../../../i18n/formatDate'
import { languageInfo } from '../../../i18n/languages'
import { useLanguage } from '../../../i18n/useLanguage'
import { Icon } from '../../controls/Icon/Icon'
import * as styles from './UndecidedHoursNote.css'

/**
 * In the table request: the coming public holidays whose hours the owner has not decided, so that a
 * guest does not take the times offered on those days as certain (the schedule's `undecided`).
 */
export function UndecidedHoursNote({ dates }: { dates: readonly string[] | undefined }) {
  const { t } = useLingui()
  const language = useLanguage()
  if (!dates?.length) return null
  const days = new Intl.ListFormat(languageInfo[language].intlLocale, { type: 'conjunction' }).format(dates.map((date) => formatDayMonth(language, date).replaceAll(' ', '\u00a0')))
  return (
    <p className={styles.note}>
      <Icon name="clock" size="1.1em" className={styles.icon} />
      <span>
        {t({
          message: `Our hours on ${days} may differ (public holidays): call to check.`,
          comment: 'Table request, under the line at the top: public holidays of the coming two weeks whose hours the owner has not set yet; {days} lists them ("24 Dec, 25 Dec and 26 Dec"). Terms: form of address — see the glossary in docs/translating.md.',
        })}
      </span>
    </p>
  )
}
