import { useLingui } from '@lingui/react/macro'
import type { Review } from '../../../content/reviews'
import { formatDate } from '../../../i18n/formatDate'
import { useLanguage } from '../../../i18n/useLanguage'
import { Rating } from '../../controls/Rating/Rating'
import * as styles from './ReviewCard.css'

/** One guest's words, stars, name and date. */
export function ReviewCard({ review }: { review: Review }) {
  const { i18n } = useLingui()
  const language = useLanguage()
  return (
    <figure className={styles.card}>
      <Rating value={review.rating} size="sm" />
      <blockquote className={styles.quote}>
        <p>{i18n._(review.text)}</p>
      </blockquote>
      <figcaption className={styles.caption}>
        <span className={styles.avatar} aria-hidden="true" data-state-marker="guest's initial">
          {review.author.charAt(0)}
        </span>
        <span className={styles.byline}>
          <span className={styles.author}>{review.author}</span>
          <time dateTime={review.date} className={styles.date}>
            {formatDate(language, review.date)}
          </time>
        </span>
      </figcaption>
    </figure>
  )
}
