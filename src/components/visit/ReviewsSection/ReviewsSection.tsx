import { useId } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { Review } from '../../../content/reviews'
import { container } from '../../../design/recipes.css'
import { ReviewCard } from '../ReviewCard/ReviewCard'
import { ReviewsSummary } from '../ReviewsSummary/ReviewsSummary'
import * as styles from './ReviewsSection.css'

/** "Is it good?": the average of every review, then a few guests in their own words. */
export function ReviewsSection({ reviews }: { reviews: readonly Review[] }) {
  const { t } = useLingui()
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <div className={container}>
        <div className={styles.top}>
          <h2 id={headingId} className={styles.heading}>
            {t({ message: 'What our guests say', comment: 'Visit page: heading of the reviews section. Terms: guests — see the glossary in docs/translating.md.' })}
          </h2>
          <ReviewsSummary />
        </div>
        <ul className={styles.list}>
          {reviews.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
