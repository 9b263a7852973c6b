import { useId } from 'react'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { address, rating } from '../../../content/business'
import { container, visuallyHidden } from '../../../design/recipes.css'
import { languageInfo } from '../../../i18n/languages'
import { reviewCountShort } from '../../../i18n/reviewCountShort'
import { useLanguage } from '../../../i18n/useLanguage'
import { Icon } from '../../controls/Icon/Icon'
import { Rating } from '../../controls/Rating/Rating'
import { LiveLine } from '../../hours/LiveLine/LiveLine'
import { HoursExceptions } from '../../hours/HoursExceptions/HoursExceptions'
import { TonightAtAmigo } from '../../hours/TonightAtAmigo/TonightAtAmigo'
import { OpeningHoursList } from '../../hours/OpeningHoursList/OpeningHoursList'
import * as styles from './InfoStrip.css'

/** Where, when and how good, at a glance: the address, the opening hours and the guests' rating. */
export function InfoStrip() {
  const { t } = useLingui()
  const language = useLanguage()
  const headingId = useId()
  const { value: shortCount, text: countText } = reviewCountShort(language, rating.reviewCount)
  const score = new Intl.NumberFormat(languageInfo[language].intlLocale, { maximumFractionDigits: 1 }).format(rating.average)
  return (
    <section aria-labelledby={headingId} className={container}>
      <h2 id={headingId} className={visuallyHidden}>
        {t({ message: 'Address, hours and reviews', comment: 'Home page: screen-reader heading of the strip under the main picture. Terms: reviews — see the glossary in docs/translating.md.' })}
      </h2>
      <ul className={styles.strip}>
        <li className={styles.item}>
          <Icon name="pin" className={styles.icon} />
          <div className={styles.body}>
            <h3 className={styles.label}>{t({ message: 'Find us', comment: 'Home page: label above the address. Terms: form of address — see the glossary in docs/translating.md.' })}</h3>
            <p className={styles.value}>
              {address.street}, {address.city}
            </p>
            <Link to="/$lang/visit" params={{ lang: language }} className={styles.link}>
              {t({ message: 'Map and directions', comment: 'Home page: link under the address to the visit page' })}
            </Link>
          </div>
        </li>
        <li className={styles.item}>
          <Icon name="clock" className={styles.icon} />
          <div className={styles.body}>
            <h3 className={styles.label}>{t({ message: 'Opening hours', comment: 'Home page: label above the opening hours' })}</h3>
            <div className={styles.status}>
              <LiveLine />
            </div>
            <TonightAtAmigo />
            <OpeningHoursList look="columns" />
          </div>
        </li>
        <li className={styles.exceptions}>
          <HoursExceptions look="columns" />
        </li>
        <li className={styles.item}>
          <Icon name="chat" className={styles.icon} />
          <div className={styles.body}>
            <h3 className={styles.label}>{t({ message: 'Our guests say', comment: 'Home page: label above the star rating. Terms: guests — see the glossary in docs/translating.md.' })}</h3>
            <p className={styles.rating}>
              <Rating value={rating.average} />
              {/* The stars already read "Rated 4.6 out of 5": the number is for the eyes only. */}
              <span aria-hidden="true" className={styles.score}>
                {score}
              </span>
            </p>
            <p className={styles.count}>
              {t({
                message: plural(shortCount, { one: `${countText} review`, other: `${countText} reviews` }),
                comment: 'Home page, under the stars: how many guests rated us; {countText} is the count rounded down, e.g. "180+". Terms: reviews — see the glossary in docs/translating.md.',
              })}
            </p>
          </div>
        </li>
      </ul>
    </section>
  )
}
