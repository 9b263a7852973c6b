import { phone } from '../content/business'
import type { ChatApp, RequestReplies } from '../content/reservations'

/** An app's name as the app writes it: a brand, the same in every language. */
export const chatAppName: Record<ChatApp, string> = { whatsapp: 'WhatsApp', telegram: 'Telegram', viber: 'Viber' }

/**
 * Whether the app's link can carry the message. Only WhatsApp's can (`wa.me/<digits>?text=`): a
 * Telegram link to a user (`t.me/<username>`) and Viber's (`viber://chat?number=`) open the chat
 * empty, so the panel copies the message for the guest to paste.
 */
export const carriesText = (app: ChatApp): boolean => app === 'whatsapp'

const digits = phone.e164.replace(/\D/g, '')

/** The link that opens a chat with the house in `app`, with `text` written in where the app allows it. */
export function chatLink(app: ChatApp, replies: RequestReplies, text?: string): string {
  switch (app) {
    case 'whatsapp':
      return `https://wa.me/${digits}${text ? `?text=${encodeURIComponent(text)}` : ''}`
    case 'telegram':
      return `https://t.me/${encodeURIComponent(replies.telegramUsername)}`
    case 'viber':
      return `viber://chat?number=%2B${digits}`
  }
}
