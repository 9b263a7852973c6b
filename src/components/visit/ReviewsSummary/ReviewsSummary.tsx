import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { rating } from '../../../content/business'
import { languageInfo } from '../../../i18n/languages'
import { useLanguage } from '../../../i18n/useLanguage'
import { Rating } from '../../controls/Rating/Rating'
import * as styles from './ReviewsSummary.css'

/** The guests' average and how many reviews it comes from. */
export function ReviewsSummary() {
  const { t } = useLingui()
  const language = useLanguage()
  const average = new Intl.NumberFormat(languageInfo[language].intlLocale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating.average)
  const count = rating.reviewCount
  return (
    <div className={styles.summary}>
      {/* The stars beside it say the same to screen readers ("Rated 4.6 out of 5"): read once. */}
      <span className={styles.average} aria-hidden="true">
        {average}
      </span>
      <div className={styles.detail}>
        <Rating value={rating.average} />
        <p className={styles.count}>
          {t({ message: plural(count, { one: '# review', other: '# reviews' }), comment: 'Visit page: how many reviews the average rating comes from; # is 183. Terms: reviews — see the glossary in docs/translating.md.' })}
        </p>
      </div>
    </div>
  )
}
