import { useLingui } from '@lingui/react/macro'
import { pageHeadings } from '../../../content/pages'
import { pictures } from '../../../content/pictures'
import { container } from '../../../design/recipes.css'
import { Picture } from '../../controls/Picture/Picture'
import * as styles from './VisitHero.css'

/** The page's opening: its one `h1`, a line under it and the storefront, as a visitor will see it from the street. */
export function VisitHero() {
  const { t, i18n } = useLingui()
  return (
    <section className={styles.hero}>
      <div className={`${container} ${styles.grid}`}>
        <div className={styles.text}>
          <h1 className={styles.heading}>{i18n._(pageHeadings.visit)}</h1>
          <p className={styles.lead}>
            {t({
              message: 'Right in the centre of Riga. Here is when we are open, how to get here and what our guests say.',
              comment: 'Visit page: the line under the main heading "Visit us". Terms: guests — see the glossary in docs/translating.md.',
            })}
          </p>
        </div>
        <div className={styles.picture}>
          <Picture picture={pictures.storefront} isPriority />
        </div>
      </div>
    </section>
  )
}
