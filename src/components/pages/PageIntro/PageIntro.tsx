import type { ReactNode } from 'react'
import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { container } from '../../../design/recipes.css'
import * as styles from './PageIntro.css'

interface PageIntroProps {
  heading: MessageDescriptor
  /** A line above the heading that names the page, where the heading is a slogan. @default none */
  eyebrow?: MessageDescriptor
  /** A line under the heading. */
  lead?: ReactNode
  children?: ReactNode
  /** @default 'roomy' */
  spacing?: keyof typeof styles.intro
}

/** A page's opening: its one `h1`, a lead line and whatever follows. */
export function PageIntro({ heading, eyebrow, lead, children, spacing = 'roomy' }: PageIntroProps) {
  const { i18n } = useLingui()
  return (
    <section className={styles.intro[spacing]}>
      <div className={container}>
        {eyebrow && <p className={styles.eyebrow}>{i18n._(eyebrow)}</p>}
        <h1 className={styles.heading}>{i18n._(heading)}</h1>
        {lead && <p className={styles.lead}>{lead}</p>}
        {children}
      </div>
    </section>
  )
}
