import { useId, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { email, phone } from '../../../content/business'
import { requestReplies } from '../../../content/reservations'
import { noBreak } from '../../../i18n/noBreak'
import { button } from '../../../design/recipes.css'
import { chatAppName, chatLink } from '../../../reservations/chatLinks'
import { ButtonLabel } from '../../controls/ButtonLabel/ButtonLabel'
import { Icon } from '../../controls/Icon/Icon'
import * as styles from './ReserveWays.css'

interface ReserveWaysProps {
  /** The control's look and words: it opens the list. */
  className: string
  children: ReactNode
  /** Opened from the header: the list hangs under it, at its end edge; else in the middle of the screen. @default false */
  underHeader?: boolean
}

/**
 * The header's reserve control as it is without scripts: a button that opens, as a native popover
 * (no script needed), every way to book: the call, each chat app the house answers, the e-mail.
 * The header's and the closing cards' reserve buttons are these where no script runs.
 * With scripts the table request's button stands in its place.
 */
export function ReserveWays({ className, children, underHeader = false }: ReserveWaysProps) {
  const { t } = useLingui()
  const listId = useId()
  const number = noBreak(phone.display)
  const replies = requestReplies
  return (
    <>
      <button type="button" popoverTarget={listId} className={className}>
        {children}
      </button>
      {/* A span: it stands where a link or a button may, inside the control's wrapper. */}
      <span id={listId} popover="auto" className={`${styles.list} ${underHeader ? styles.underHeader : ''}`}>
        <a href={`tel:${phone.e164}`} className={button({ size: 'lg' })}>
          <ButtonLabel
            icon={<Icon name="phone" size="1.1em" />}
            text={t({ message: `Call ${number}`, comment: 'Table request: button that calls the restaurant; what to say is shown under it. {number} is the phone number. Terms: form of address — see the glossary in docs/translating.md.' })}
            value={number}
          />
        </a>
        {replies.chatApps.map((app) => {
          const href = chatLink(app, replies)
          const name = chatAppName[app]
          return (
            <a key={app} href={href} className={button({ variant: 'secondary', size: 'lg' })} {...(href.startsWith('https:') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
              <Icon name="chat" size="1.1em" />
              {t({ message: `Write to us on ${name}`, comment: 'Header, without JavaScript: the list of ways to book a table, a button that opens a chat with the restaurant in the app {name} (WhatsApp, Telegram, Viber). Terms: form of address — see the glossary in docs/translating.md.' })}
            </a>
          )
        })}
        <a href={`mailto:${email}`} className={button({ variant: 'secondary', size: 'lg' })}>
          <Icon name="mail" size="1.1em" />
          {t({ message: 'E-mail us', comment: 'Visit page: button that opens a new e-mail to the restaurant. Terms: form of address — see the glossary in docs/translating.md.' })}
        </a>
      </span>
    </>
  )
}
