import type { I18n } from '@lingui/core'
import { email, phone } from '../content/business'
import { requestReplies, type ChatApp, type RequestReplies } from '../content/reservations'
import { formatEvening } from '../i18n/formatEvening'
import { formatTime } from '../i18n/formatTime'
import { eveningInSentence } from './eveningTexts'
import { chatLink } from './chatLinks'
import { houseLine } from './houseLine'
import { nightAloneOf, nightInSentenceOf } from './nightTexts'
import type { CompleteRequest } from './tableRequest'
import { bookingLine, callbackLine, emailSubject, greeting, languageOf, nameLine, noteLine, spokenName, spokenNote, thanks } from './requestTexts'

/** A request in the guest's words, and the links that send it by each channel. */
export interface ComposedRequest {
  /** The chat's message, which is the e-mail's body too: a line each, the house's fixed-format line last (./houseLine.ts). */
  text: string
  subject: string
  /** What to say on the phone: the same, as one paragraph of sentences. */
  spoken: string
  /** Each chat app the house answers, in the owner's order: only WhatsApp's link carries the text (./chatLinks.ts). */
  links: { chats: { app: ChatApp; href: string }[]; email: string; phone: string }
}

/** Whatever the guest typed, on one line: a chat or a subject would not keep their line breaks. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim()

/** The request in the active language of `i18n` (the page's). Nothing is sent: the guest's own app sends it. */
export function composeRequest(i18n: I18n, request: CompleteRequest, replies: RequestReplies = requestReplies): ComposedRequest {
  // After midnight, the night by both its days and the date of the hour: no one can mistake which.
  const night = request.time.afterMidnight
  const evening = night ? nightAloneOf(i18n, request.date) : formatEvening(languageOf(i18n), request.date)
  const time = formatTime(languageOf(i18n), request.time.time)
  const booking = bookingLine(i18n, request.party, night ? nightInSentenceOf(i18n, request.date) : eveningInSentence(i18n, request.date), time)
  const name = oneLine(request.name)
  const note = oneLine(request.note)
  const callback = oneLine(request.callback)
  const lines = [
    i18n._(greeting),
    booking,
    ...(name ? [nameLine(i18n, name)] : []),
    ...(callback ? [callbackLine(i18n, callback)] : []),
    ...(note ? [noteLine(i18n, note)] : []),
    i18n._(thanks),
    '',
    houseLine({ ...request, name }, callback),
  ]
  const text = lines.join('\n')
  const subject = emailSubject(i18n, request.party, evening, time)
  const spoken = [i18n._(greeting), booking, ...(name ? [spokenName(i18n, name)] : []), ...(note ? [spokenNote(i18n, note)] : [])].join(' ')
  return {
    text,
    subject,
    spoken,
    links: {
      chats: replies.chatApps.map((app) => ({ app, href: chatLink(app, replies, text) })),
      // RFC 6068: a line break in a body is CRLF, every character outside the URL's own escaped.
      email: `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(text.replaceAll('\n', '\r\n'))}`,
      phone: `tel:${phone.e164}`,
    },
  }
}
