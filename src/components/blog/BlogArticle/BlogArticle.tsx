import { useLingui } from '@lingui/react'
import type { BlogBlock } from '../../../content/blog'
import * as styles from './BlogArticle.css'

/** A post's text, set for reading: a comfortable line length, generous leading, headings as `h2`. */
export function BlogArticle({ body }: { body: readonly BlogBlock[] }) {
  const { i18n } = useLingui()
  return (
    <div className={styles.body}>
      {body.map((block, index) =>
        block.kind === 'heading' ? (
          <h2 key={block.text.id} className={styles.heading}>
            {i18n._(block.text)}
          </h2>
        ) : (
          <p key={block.text.id} className={index === 0 ? styles.lead : styles.paragraph}>
            {i18n._(block.text)}
          </p>
        ),
      )}
    </div>
  )
}
