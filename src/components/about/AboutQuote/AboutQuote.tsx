import { useId } from 'react'
import { useLingui } from '@lingui/react'
import type { AboutQuote as AboutQuoteContent } from '../../../content/about'
import { pictures } from '../../../content/pictures'
import { container } from '../../../design/recipes.css'
import { Picture } from '../../controls/Picture/Picture'
import * as styles from './AboutQuote.css'

interface AboutQuoteProps {
  quote: AboutQuoteContent
  /** Which side the picture takes on wide screens; alternating sides keeps a long page moving. @default 'start' */
  pictureSide?: keyof typeof styles.frame
  /** In the first screen: the picture loads at once. @default false */
  isPriority?: boolean
}

/** A quote in the owners' or the team's own words, beside a picture of the place. */
export function AboutQuote({ quote, pictureSide = 'start', isPriority = false }: AboutQuoteProps) {
  const { i18n } = useLingui()
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <div className={`${container} ${styles.layout}`}>
        <div className={styles.frame[pictureSide]}>
          <div className={styles.clip}>
            <Picture picture={pictures[quote.picture]} isPriority={isPriority} />
          </div>
        </div>
        <div className={styles.words}>
          <h2 id={headingId} className={styles.eyebrow}>
            {i18n._(quote.heading)}
          </h2>
          <figure className={styles.figure}>
            <blockquote className={styles.quote}>
              <p>{i18n._(quote.text)}</p>
            </blockquote>
            <figcaption className={styles.attribution}>{i18n._(quote.attribution)}</figcaption>
          </figure>
        </div>
      </div>
    </section>
  )
}
