import type { MessageDescriptor } from '@lingui/core'
import reviewsFile from './data/reviews.json' with { type: 'json' }
import { dataMessage } from './dataMessage.ts'
import type { ReviewsFile } from './schema/reviews.ts'
import { textRoles } from './schema/textRoles.ts'
import { withoutBlanks } from './schema/withoutBlanks.ts'

/** One guest's review, as the visit page shows it. */
export interface Review {
  id: string
  /** First name and the initial of the family name, as the guest signed. */
  author: string
  /** Stars given, from 1 to 5. */
  rating: number
  text: MessageDescriptor
  /** The day it was written, "YYYY-MM-DD". */
  date: string
  /** Where it was written (Google, Tripadvisor), when the owner says. */
  source?: string
  /** A sample written for the site: shown, never put in the structured data, listed by the launch check. */
  placeholder?: boolean
}

// The owner's file (docs/owner.md, "Reviews"), which its schema checks before every build.
const file = /* @__PURE__ */ withoutBlanks(reviewsFile) as ReviewsFile

export const reviews: readonly Review[] = file.reviews.map((review) => ({ ...review, text: dataMessage(review.text, textRoles.review) }))
