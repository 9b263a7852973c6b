import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { addressLine, copyrightYear, email, phone, restaurantName } from '../../../content/business'
import { legalPageLabels } from '../../../content/pages'
import { container } from '../../../design/recipes.css'
import { Icon } from '../../controls/Icon/Icon'
import { Logo } from '../Logo/Logo'
import { SocialLinkIsland } from '../SocialLink/SocialLinkIsland'
import { HoursExceptions } from '../../hours/HoursExceptions/HoursExceptions'
import { OpeningHoursList } from '../../hours/OpeningHoursList/OpeningHoursList'
import { useLanguage } from '../../../i18n/useLanguage'
import * as styles from './SiteFooter.css'

interface SiteFooterProps {
  /** Leaves out the address and the hours on a page that ends with them (the about page's come-visit card). @default false */
  leavesOutWhereAndWhen?: boolean
}

/** The logo, then the footer's groups: follow us, contact, where and when, links; then the rights. */
export function SiteFooter({ leavesOutWhereAndWhen = false }: SiteFooterProps) {
  const { t, i18n } = useLingui()
  const language = useLanguage()
  const year = copyrightYear
  const name = restaurantName
  return (
    <footer className={styles.footer}>
      <div className={container}>
        <Logo />
        <div className={styles.grid[leavesOutWhereAndWhen ? 'three' : 'four']}>
          <section className={styles.group} aria-labelledby="footer-follow">
            <h2 id="footer-follow" className={styles.heading}>
              {t({ message: 'Follow us', comment: 'Footer group heading above the social media link' })}
            </h2>
            <SocialLinkIsland className={styles.link} />
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
          {!leavesOutWhereAndWhen && (
            <section className={styles.group} aria-labelledby="footer-visit">
              <h2 id="footer-visit" className={styles.heading}>
                {t({ message: 'Where and when', comment: 'Footer group heading above the street address and the opening hours' })}
              </h2>
              <Link to="/$lang/visit" params={{ lang: language }} className={styles.link}>
                <Icon name="pin" />
                {addressLine}
              </Link>
              <div className={styles.hoursBlock}>
                <Icon name="clock" className={styles.hoursIcon} />
                <div>
                  <OpeningHoursList look="columns" tone="night" />
                  <HoursExceptions look="columns" tone="night" />
                </div>
              </div>
            </section>
          )}
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
        <p className={styles.rights}>{t({ message: `© ${year} ${name}. All rights reserved.`, comment: 'Copyright line; {year} is 2025, {name} is Amigo' })}</p>
      </div>
    </footer>
  )
}
