import { useId, useState, type MouseEvent, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { email, phone } from '../../../content/business'
import type { ChatApp, RequestReplies } from '../../../content/reservations'
import { button, visuallyHidden } from '../../../design/recipes.css'
import { noBreak } from '../../../i18n/noBreak'
import { carriesText, chatAppName, chatLink } from '../../../reservations/chatLinks'
import type { ComposedRequest } from '../../../reservations/composeRequest'
import { ButtonLabel } from '../../controls/ButtonLabel/ButtonLabel'
import { Icon } from '../../controls/Icon/Icon'
import { QuotedRequest } from '../QuotedRequest/QuotedRequest'
import * as styles from './RequestChannels.css'

interface RequestChannelsProps {
  /** The request in the guest's words, once it may be sent. */
  composed: ComposedRequest | undefined
  /** While it may not: what is still missing, said where the message will appear. */
  notReady: string
  /** A written channel was chosen while something is missing or wrong: the panel says what. */
  onIncomplete: () => void
  /** The apps the house answers, and when. */
  replies: RequestReplies
  /** The call first: a large party, while the house answers the phone. @default false */
  callFirst?: boolean
  /** While the house is closed, when the phone is answered again: the opening status ("Closed · opens Tuesday at 17:00"). */
  callHours?: ReactNode
}

/**
 * The ways to send a request, each the guest's own app: each chat app the house answers and the
 * e-mail open with the request written in (shown above them, as it will be sent; an app whose link
 * cannot carry it gets it copied, to paste), the call shows what to say under the number. Until the
 * request is complete the place of the message says what is missing, the written ones look not
 * ready and, chosen, go nowhere: the fields say what they still need. The call needs nothing.
 */
export function RequestChannels({ composed, notReady, onIncomplete, replies, callFirst = false, callHours }: RequestChannelsProps) {
  const { t } = useLingui()
  const headingId = useId()
  const [copiedFor, setCopiedFor] = useState<ChatApp>()
  const number = noBreak(phone.display)
  const written = (app?: ChatApp) => (event: MouseEvent) => {
    if (!composed) {
      event.preventDefault()
      onIncomplete()
      return
    }
    if (app && !carriesText(app)) {
      // The app opens an empty chat: the message goes with the guest, to paste. Not awaited, so the link still opens.
      void navigator.clipboard?.writeText(composed.text).then(() => setCopiedFor(app), () => undefined)
    }
  }
  const notYet = composed ? {} : { 'aria-disabled': true as const }
  const chatLabel = (app: ChatApp) => {
    const name = chatAppName[app]
    return carriesText(app)
      ? t({ message: `Send in ${name}`, comment: 'Table request: button that opens the chat app {name} (WhatsApp) with the restaurant, the request already written in. Terms: form of address — see the glossary in docs/translating.md.' })
      : t({ message: `Copy and open ${name}`, comment: 'Table request: button that copies the request and opens the chat app {name} (Telegram, Viber) with the restaurant, where the guest pastes it: that app cannot take the text by itself. Terms: form of address — see the glossary in docs/translating.md.' })
  }
  const call = (
    <div className={styles.actions}>
      <a href={composed?.links.phone ?? `tel:${phone.e164}`} className={button({ variant: callFirst ? 'primary' : 'secondary', size: 'lg' })}>
        <ButtonLabel
          icon={<Icon name="phone" size="1.1em" />}
          text={t({ message: `Call ${number}`, comment: 'Table request: button that calls the restaurant; what to say is shown under it. {number} is the phone number. Terms: form of address — see the glossary in docs/translating.md.' })}
          value={number}
        />
      </a>
      {callHours && (
        <p className={styles.note}>
          {t({ message: 'The phone is answered while we are open:', comment: 'Table request, under the call button while the restaurant is closed, before the opening status ("Closed · opens Tuesday at 17:00"). Terms: form of address — see the glossary in docs/translating.md.' })}{' '}
          {callHours}
        </p>
      )}
      {composed && (
        <QuotedRequest
          caption={t({ message: 'What to say on the phone', comment: 'Table request: caption above the words a guest can read out when calling to book, under the call button. Terms: reservation, form of address — see the glossary in docs/translating.md.' })}
          text={composed.spoken}
        />
      )}
    </div>
  )
  const chats = composed?.links.chats ?? replies.chatApps.map((app) => ({ app, href: chatLink(app, replies) }))
  const writtenWays = (
    <div className={styles.writtenActions}>
      {chats.map(({ app, href }, index) => (
        <a
          key={app}
          href={href}
          {...(href.startsWith('https:') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          className={button({ variant: index === 0 && !callFirst ? 'primary' : 'secondary', size: 'lg' })}
          onClick={written(app)}
          {...notYet}
        >
          <Icon name="chat" size="1.1em" />
          {chatLabel(app)}
          {href.startsWith('https:') && (
            <span className={visuallyHidden}>{t({ message: '(opens in a new tab)', comment: 'Screen-reader hint after a link that opens another website in a new tab' })}</span>
          )}
        </a>
      ))}
      <a href={composed?.links.email ?? `mailto:${email}`} className={button({ variant: 'secondary', size: 'lg' })} onClick={written()} {...notYet}>
        <Icon name="mail" size="1.1em" />
        {t({ message: 'Send by e-mail', comment: 'Table request: button that opens a new e-mail to the restaurant with the request already written in. Terms: form of address — see the glossary in docs/translating.md.' })}
      </a>
      <output className={styles.note}>
        {copiedFor &&
          t({ message: `Message copied: paste it in ${chatAppName[copiedFor]}.`, comment: 'Table request, after the guest chose a chat app that cannot take the text by itself (Telegram, Viber): {0} is the app. Terms: form of address — see the glossary in docs/translating.md.' })}
      </output>
    </div>
  )
  return (
    <section aria-labelledby={headingId} className={styles.channels}>
      <h3 id={headingId} className={styles.heading}>
        {t({ message: 'Send your request', comment: 'Table request: heading above the ways to send it (chat apps, e-mail, phone). Terms: form of address — see the glossary in docs/translating.md.' })}
      </h3>
      {composed ? (
        <QuotedRequest
          caption={t({ message: 'Your message', comment: 'Table request: caption above the message the site has written for the guest, which the chat and the e-mail buttons below send (the guest sends it from their own app). Terms: form of address — see the glossary in docs/translating.md.' })}
          text={composed.text}
          keepLines
        />
      ) : (
        <p className={styles.notReady}>{notReady}</p>
      )}
      {callFirst ? call : writtenWays}
      {callFirst ? writtenWays : call}
    </section>
  )
}
