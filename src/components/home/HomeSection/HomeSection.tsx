import { useId, type ReactNode } from 'react'
import { container } from '../../../design/recipes.css'
import * as styles from './HomeSection.css'

interface HomeSectionProps {
  /** The section's `h2`, which also names it as a region. */
  heading: string
  /** A line under the heading. */
  lead?: string
  /** `sunken` sets the section on the deeper cream band. @default 'page' */
  tone?: keyof typeof styles.band
  children: ReactNode
}

/** A band of the home page: its heading, a lead line and what the section shows. */
export function HomeSection({ heading, lead, tone = 'page', children }: HomeSectionProps) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className={styles.band[tone]}>
      <div className={container}>
        <div className={styles.intro}>
          <h2 id={headingId} className={styles.heading}>
            {heading}
          </h2>
          {lead && <p className={styles.lead}>{lead}</p>}
        </div>
        {children}
      </div>
    </section>
  )
}
