import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { copyrightYear, email, phone, restaurantName } from '../../../content/business'
import { legalPageLabels } from '../../../content/pages'
import { container } from '../../../design/recipes.css'
import { Icon } from '../../controls/Icon/Icon'
import { Logo } from '../Logo/Logo'
import { useLanguage } from '../../../i18n/useLanguage'
import { deferred } from '../../deferred'
import * as styles from './SiteFooter.css'

const SocialLink = deferred(() => import('../SocialLink/SocialLink').then((m) => m.SocialLink))

/** The footer's four groups: follow us, contact, links, rights. */
export function SiteFooter() {
  const { t, i18n } = useLingui()
  const language = useLanguage()
  const year = copyrightYear
  const name = restaurantName
  return (
    <footer className={styles.footer}>
      <div className={`${container} ${styles.grid}`}>
        <section className={styles.group} aria-labelledby="footer-follow">
          <Logo />
          <h2 id="footer-follow" className={styles.heading}>
            {t({ message: 'Follow us', comment: 'Footer group heading above the social media link' })}
          </h2>
          <SocialLink className={styles.link} />
        </section>
        <section className={styles.group} aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            {t({ message: 'Contact', comment: 'Footer group heading above phone and e-mail' })}
          </h2>
          <a href={`tel:${phone.e164}`} className={styles.link}>
            <Icon name="phone" />
            {phone.display}
          </a>
          <a href={`mailto:${email}`} className={styles.link}>
            <Icon name="mail" />
            {email}
          </a>
        </section>
        <section className={styles.group} aria-labelledby="footer-links">
          <h2 id="footer-links" className={styles.heading}>
            {t({ message: 'Links', comment: 'Footer group heading above the privacy and terms links' })}
          </h2>
          <Link to="/$lang/privacy" params={{ lang: language }} className={styles.link}>
            {i18n._(legalPageLabels.privacy)}
          </Link>
          <Link to="/$lang/terms" params={{ lang: language }} className={styles.link}>
            {i18n._(legalPageLabels.terms)}
          </Link>
        </section>
      </div>
      <div className={`${container} ${styles.rights}`}>
        <p>{t({ message: `© ${year} ${name}. All rights reserved.`, comment: 'Copyright line; {year} is 2025, {name} is Amigo' })}</p>
      </div>
    </footer>
  )
}
