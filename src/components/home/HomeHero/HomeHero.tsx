import { useId } from 'react'
import { useLingui } from '@lingui/react/macro'
import { phone } from '../../../content/business'
import { pageHeadings } from '../../../content/pages'
import { pictures } from '../../../content/pictures'
import { container } from '../../../design/recipes.css'
import { useLanguage } from '../../../i18n/useLanguage'
import { ButtonLink } from '../../controls/ButtonLink/ButtonLink'
import { ReserveTableIsland } from '../../reserve/ReserveTable/ReserveTableIsland'
import { Picture } from '../../controls/Picture/Picture'
import { LiveLine } from '../../hours/LiveLine/LiveLine'
import * as styles from './HomeHero.css'

/** The home page's opening: the evening at the bar, the page's one `h1`, and the two ways in. */
export function HomeHero() {
  const { t, i18n } = useLingui()
  const language = useLanguage()
  const headingId = useId()
  return (
    <section className={styles.hero} aria-labelledby={headingId}>
      <div className={styles.art}>
        {/* The page's largest paint: fetched first, in a box sized ahead. */}
        <Picture picture={pictures.hero} isPriority />
        <div className={styles.shade} />
      </div>
      <div className={container}>
        <div className={styles.content}>
          <p className={styles.greeting} lang="es">
            {t({ message: '¡Bienvenidos!', comment: 'Home page: greeting above the main heading; Spanish for "welcome". Keep it in Spanish in every language.' })}
          </p>
          <h1 id={headingId} className={styles.heading}>
            {i18n._(pageHeadings.home)}
          </h1>
          <p className={styles.subtitle}>
            {t({
              message: 'Tacos and burritos by a chef from Mexico City, margaritas from the bar and live Latin music to dance to.',
              comment: 'Home page: the line under the main heading, over the picture of the bar. Terms: tacos, burritos, margarita, chef, Mexico City — see the glossary in docs/translating.md.',
            })}
          </p>
          {/* The phone's first screen: the desktop's top bar carries the line on every page. */}
          <div className={styles.liveLine}>
            <LiveLine />
          </div>
          <div className={styles.actions}>
            <ReserveTableIsland
              fallback={{
                channel: 'call',
                href: `tel:${phone.e164}`,
                label: t({
                  message: 'Reserve by phone',
                  comment:
                    'Home page: button under the main heading, as it is without JavaScript: it calls the restaurant to book a table, in the same words as the phone menu’s button. Terms: reservation, form of address — see the glossary in docs/translating.md.',
                }),
              }}
              size="lg"
            />
            <ButtonLink to="/$lang/menu" params={{ lang: language }} variant="onNight" size="lg">
              {t({ message: 'View menu', comment: 'Home page: button under the main heading that opens the menu page. Terms: form of address — see the glossary in docs/translating.md.' })}
            </ButtonLink>
          </div>
        </div>
      </div>
    </section>
  )
}
