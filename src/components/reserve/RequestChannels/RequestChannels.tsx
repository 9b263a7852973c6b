import { useId, type MouseEvent } from 'react'
import { useLingui } from '@lingui/react/macro'
import { chatUrl, email, phone } from '../../../content/business'
import { button, visuallyHidden } from '../../../design/recipes.css'
import { noBreak } from '../../../i18n/noBreak'
import type { ComposedRequest } from '../../../reservations/composeRequest'
import { ButtonLabel } from '../../controls/ButtonLabel/ButtonLabel'
import { Icon } from '../../controls/Icon/Icon'
import { QuotedRequest } from '../QuotedRequest/QuotedRequest'
import * as styles from './RequestChannels.css'

interface RequestChannelsProps {
  /** The request in the guest's words, once it may be sent. */
  composed: ComposedRequest | undefined
  /** A written channel was chosen while something is missing or wrong: the panel says what. */
  onIncomplete: () => void
}

/**
 * The three ways to send a request, each the guest's own app: the chat and the e-mail open with the
 * request written in (shown above them, as it will be sent), the call shows what to say under the
 * number. Links, so each says where it
 * goes; a written one chosen too early goes nowhere and the fields say what they still need. The
 * call needs nothing: a guest may always just call.
 */
export function RequestChannels({ composed, onIncomplete }: RequestChannelsProps) {
  const { t } = useLingui()
  const headingId = useId()
  const number = noBreak(phone.display)
  const unlessComplete = (event: MouseEvent) => {
    if (composed) return
    event.preventDefault()
    onIncomplete()
  }
  return (
    <section aria-labelledby={headingId} className={styles.channels}>
      <h3 id={headingId} className={styles.heading}>
        {t({ message: 'Send your request', comment: 'Table request: heading above the three ways to send it (chat, e-mail, phone). Terms: form of address — see the glossary in docs/translating.md.' })}
      </h3>
      {composed && (
        <QuotedRequest
          caption={t({ message: 'Your message', comment: 'Table request: caption above the message the site has written for the guest, which the chat and the e-mail buttons below send (the guest sends it from their own app). Terms: form of address — see the glossary in docs/translating.md.' })}
          text={composed.text}
          keepLines
        />
      )}
      <div className={styles.actions}>
        <a href={composed?.links.chat ?? chatUrl} target="_blank" rel="noopener noreferrer" className={button({ size: 'lg' })} onClick={unlessComplete}>
          <Icon name="chat" size="1.1em" />
          {t({ message: 'Send in the chat', comment: 'Table request: button that opens the messaging chat with the restaurant, the request already written in, in a new tab. Terms: form of address — see the glossary in docs/translating.md.' })}
          <span className={visuallyHidden}>
            {t({ message: '(opens in a new tab)', comment: 'Screen-reader hint after a link that opens another website in a new tab' })}
          </span>
        </a>
        <a href={composed?.links.email ?? `mailto:${email}`} className={button({ variant: 'secondary', size: 'lg' })} onClick={unlessComplete}>
          <Icon name="mail" size="1.1em" />
          {t({ message: 'Send by e-mail', comment: 'Table request: button that opens a new e-mail to the restaurant with the request already written in. Terms: form of address — see the glossary in docs/translating.md.' })}
        </a>
      </div>
      <div className={styles.actions}>
        <a href={composed?.links.phone ?? `tel:${phone.e164}`} className={button({ variant: 'secondary', size: 'lg' })}>
          <ButtonLabel
            icon={<Icon name="phone" size="1.1em" />}
            text={t({ message: `Call ${number}`, comment: 'Table request: button that calls the restaurant; what to say is shown under it. {number} is the phone number. Terms: form of address — see the glossary in docs/translating.md.' })}
            value={number}
          />
        </a>
        {composed && (
          <QuotedRequest
            caption={t({ message: 'What to say on the phone', comment: 'Table request: caption above the words a guest can read out when calling to book, under the call button. Terms: reservation, form of address — see the glossary in docs/translating.md.' })}
            text={composed.spoken}
          />
        )}
      </div>
    </section>
  )
}
