import { useId } from 'react'
import { useLingui } from '@lingui/react/macro'
import { phone, socialProfile } from '../../../content/business'
import { container, visuallyHidden } from '../../../design/recipes.css'
import { noBreak } from '../../../i18n/noBreak'
import { ReserveTableIsland } from '../../reserve/ReserveTable/ReserveTableIsland'
import { ButtonLabel } from '../../controls/ButtonLabel/ButtonLabel'
import { ExternalButtonLink } from '../../controls/ButtonLink/ButtonLink'
import { Icon } from '../../controls/Icon/Icon'
import * as styles from './ClosingCall.css'

const flagTones = ['brand', 'marigold', 'agave', 'pink', 'sky'] as const
const flagWidth = 34

/** A garland of papel picado along the panel's top edge, as many flags as the width takes. */
function Garland() {
  const patternId = useId()
  return (
    <svg className={styles.garland} aria-hidden="true" focusable="false">
      <defs>
        <pattern id={patternId} width={flagWidth * flagTones.length} height="40" patternUnits="userSpaceOnUse">
          {flagTones.map((tone, index) => (
            <path
              key={tone}
              d={`M${index * flagWidth + 6} 4h22v20l-3.7 4-3.6-4-3.7 4-3.7-4-3.6 4-3.7-4Z`}
              className={styles.flag[tone]}
            />
          ))}
        </pattern>
      </defs>
      <rect width="100%" height="100%" fill={`url(#${patternId})`} />
      <line x1="0" y1="4" x2="100%" y2="4" className={styles.string} />
    </svg>
  )
}

/** The page's last word: request a table, call, or follow us. */
export function ClosingCall() {
  const { t } = useLingui()
  const headingId = useId()
  const number = noBreak(phone.display)
  const network = socialProfile.network
  return (
    <section aria-labelledby={headingId} className={styles.band}>
      <div className={container}>
        <div className={styles.panel}>
          <Garland />
          <h2 id={headingId} className={styles.heading}>
            {t({ message: 'Your table is waiting', comment: 'Home page: heading of the closing invitation to book a table. Terms: form of address — see the glossary in docs/translating.md.' })}
          </h2>
          <p className={styles.text}>
            {t({
              message: `Call us to book a table, or follow us on ${network} to see what is on this week.`,
              comment: 'Home page: line under "Your table is waiting"; {network} is the social network, e.g. Instagram. Terms: reservation, form of address — see the glossary in docs/translating.md.',
            })}
          </p>
          <div className={styles.actions}>
            <ReserveTableIsland fallback={{ channel: 'every' }} size="lg" />
            <ExternalButtonLink href={`tel:${phone.e164}`} variant="onNight" size="lg">
              <ButtonLabel
                icon={<Icon name="phone" size="1.1em" />}
                text={t({ message: `Call ${number}`, comment: 'Home page: closing button that calls the restaurant to book a table; {number} is the phone number. Terms: form of address — see the glossary in docs/translating.md.' })}
                value={number}
              />
            </ExternalButtonLink>
            <ExternalButtonLink href={socialProfile.url} newTab variant="onNight" size="lg">
              <ButtonLabel
                icon={<Icon name="instagram" size="1.1em" />}
                text={t({ message: `Follow us on ${network}`, comment: 'Home page: button that opens the social profile; {network} is e.g. Instagram. Terms: form of address — see the glossary in docs/translating.md.' })}
                value={network}
              />
              <span className={visuallyHidden}>
                {t({ message: '(opens in a new tab)', comment: 'Screen-reader hint after a link that opens another website in a new tab' })}
              </span>
            </ExternalButtonLink>
          </div>
        </div>
      </div>
    </section>
  )
}
