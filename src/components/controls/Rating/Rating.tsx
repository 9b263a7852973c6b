import { useId } from 'react'
import { useLingui } from '@lingui/react/macro'
import { rating as businessRating } from '../../../content/business'
import { languageInfo } from '../../../i18n/languages'
import { useLanguage } from '../../../i18n/useLanguage'
import * as styles from './Rating.css'

const starPath = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.2 6.6L12 17.4l-5.8 3.2 1.2-6.6-4.9-4.6 6.6-.8z'
/** Each star is drawn in a 24-unit cell; the row is one picture. */
const cell = 24

interface RatingProps {
  /** The stars given, from 0 to `outOf`; fractions fill part of a star. */
  value: number
  /** @default the business's rating scale (5) */
  outOf?: number
  /** `onNight` on the dark blue bands. @default 'onLight' */
  tone?: keyof typeof styles.stars
  /** @default 'md' */
  size?: keyof typeof styles.size
}

const stars = (count: number) => Array.from({ length: count }, (_, index) => <path key={index} d={starPath} transform={`translate(${index * cell} 0)`} />)

/** Stars read as one rating ("Rated 4.6 out of 5"), not as five pictures. */
export function Rating({ value, outOf = businessRating.best, tone = 'onLight', size = 'md' }: RatingProps) {
  const { t } = useLingui()
  const language = useLanguage()
  const clipId = useId()
  const number = new Intl.NumberFormat(languageInfo[language].intlLocale, { maximumFractionDigits: 1 })
  const score = number.format(value)
  const scale = number.format(outOf)
  const filledWidth = Math.min(Math.max(value, 0), outOf) * cell
  return (
    <svg
      role="img"
      viewBox={`0 0 ${outOf * cell} ${cell}`}
      className={`${styles.stars[tone]} ${styles.size[size]}`}
      width={outOf * cell}
      height={cell}
      aria-label={t({ message: `Rated ${score} out of ${scale}`, comment: 'Screen-reader text of a star rating, e.g. "Rated 4.6 out of 5"' })}
    >
      <clipPath id={clipId}>
        <rect width={filledWidth} height={cell} />
      </clipPath>
      <g className={styles.empty}>{stars(outOf)}</g>
      <g className={styles.full} clipPath={`url(#${clipId})`}>
        {stars(outOf)}
      </g>
    </svg>
  )
}
