import { useLingui } from '@lingui/react/macro'
import * as styles from './SkipLink.css'

/** The first stop of the Tab key: jumps past the header to the page's content. */
export function SkipLink({ target }: { target: string }) {
  const { t } = useLingui()
  return (
    <a href={`#${target}`} className={styles.skipLink}>
      {t({ message: 'Skip to content', comment: 'Keyboard link that jumps past the header. Terms: form of address — see the glossary in docs/translating.md.' })}
    </a>
  )
}
