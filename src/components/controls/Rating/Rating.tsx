import { useId } from 'react'
import { useLingui } from '@lingui/react/macro'
import { rating as businessRating } from '../../../content/business'
import { languageInfo } from '../../../i18n/languages'
import { useLanguage } from '../../../i18n/useLanguage'
import * as styles from './Rating.css'

const starPath = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.2 6.6L12 17.4l-5.8 3.2 1.2-6.6-4.9-4.6 6.6-.8z'

interface RatingProps {
  /** The stars given, from 0 to `outOf`; fractions fill part of a star. */
  value: number
  /** @default the business's rating scale (5) */
  outOf?: number
  /** `onNight` on the dark blue bands. @default 'onLight' */
  tone?: keyof typeof styles.star
  /** @default 'md' */
  size?: keyof typeof styles.stars
}

/** Stars read as one rating ("Rated 4.6 out of 5"), not as five pictures. */
export function Rating({ value, outOf = businessRating.best, tone = 'onLight', size = 'md' }: RatingProps) {
  const { t } = useLingui()
  const language = useLanguage()
  const clipId = useId()
  const number = new Intl.NumberFormat(languageInfo[language].intlLocale, { maximumFractionDigits: 1 })
  const score = number.format(value)
  const scale = number.format(outOf)
  return (
    <span role="img" className={styles.stars[size]} aria-label={t({ message: `Rated ${score} out of ${scale}`, comment: 'Screen-reader text of a star rating, e.g. "Rated 4.6 out of 5"' })}>
      {Array.from({ length: outOf }, (_, index) => {
        const filled = Math.min(Math.max(value - index, 0), 1)
        return (
          <svg key={index} viewBox="0 0 24 24" className={styles.star[tone]} aria-hidden="true" focusable="false">
            <clipPath id={`${clipId}-${index}`}>
              <rect width={24 * filled} height="24" />
            </clipPath>
            <path d={starPath} className={styles.empty} />
            <path d={starPath} className={styles.full} clipPath={`url(#${clipId}-${index})`} />
          </svg>
        )
      })}
    </span>
  )
}
