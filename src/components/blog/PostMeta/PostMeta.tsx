import { useLingui } from '@lingui/react/macro'
import { formatDate } from '../../../i18n/formatDate'
import { languageInfo, type Language } from '../../../i18n/languages'
import { useLanguage } from '../../../i18n/useLanguage'
import { Icon } from '../../controls/Icon/Icon'
import * as styles from './PostMeta.css'

/**
 * "5 min" as the language writes it ("5 Min.", "5 мин"). Node's and Chromium's ICU agree on every
 * one of our languages (checked when this was written), so the prerendered text hydrates unchanged.
 */
export function formatReadTime(language: Language, minutes: number): string {
  return new Intl.NumberFormat(languageInfo[language].intlLocale, { style: 'unit', unit: 'minute', unitDisplay: 'short' }).format(minutes)
}

interface PostMetaProps {
  /** ISO date of publication. */
  date: string
  readMinutes: number
}

/** A post's date and reading time, on the blog list and above the article. */
export function PostMeta({ date, readMinutes }: PostMetaProps) {
  const { t } = useLingui()
  const language = useLanguage()
  const duration = formatReadTime(language, readMinutes)
  return (
    <p className={styles.meta}>
      <time dateTime={date}>{formatDate(language, date)}</time>
      {/* The clock sets the two apart: a dot between them was left at a line's end when they wrapped. */}
      <span className={styles.readTime}>
        <Icon name="clock" size="1em" />
        {t({ message: `${duration} read`, comment: 'Reading time of a blog post; {duration} is e.g. "5 min", already written the way the language writes it' })}
      </span>
    </p>
  )
}
