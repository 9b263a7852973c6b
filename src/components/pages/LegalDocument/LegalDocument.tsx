import { useLingui } from '@lingui/react/macro'
import type { LegalDocumentContent } from '../../../content/legal/legalDocument'
import { container } from '../../../design/recipes.css'
import { formatDate } from '../../../i18n/formatDate'
import { useLanguage } from '../../../i18n/useLanguage'
import * as styles from './LegalDocument.css'

/** The privacy or terms text, set for reading. */
export function LegalDocument({ document }: { document: LegalDocumentContent }) {
  const { t, i18n } = useLingui()
  const language = useLanguage()
  const date = formatDate(language, document.updated)
  return (
    <article className={`${container} ${styles.article}`}>
      <h1 className={styles.heading}>{i18n._(document.heading)}</h1>
      <p className={styles.updated}>{t({ message: `Last updated ${date}`, comment: 'Date line under the privacy and terms headings' })}</p>
      <p className={styles.intro}>{i18n._(document.intro)}</p>
      {document.sections.map((section) => (
        <section key={section.heading.id} className={styles.section}>
          <h2 className={styles.sectionHeading}>{i18n._(section.heading)}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph.id}>{i18n._(paragraph)}</p>
          ))}
        </section>
      ))}
    </article>
  )
}
