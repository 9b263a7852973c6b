import { placeholderOrigin } from './business'

/** The public origin (scheme and host) canonical URLs, hreflang and the QR code point at. */
export const siteOrigin: string = (import.meta.env.SITE_ORIGIN || placeholderOrigin).replace(/\/$/, '')

/** What the menu's QR code opens: the unprefixed menu, so each phone picks its own language. */
export const menuQrUrl = `${siteOrigin}/menu`

/** What the printed visit page's QR code opens: the unprefixed visit page, with its map, in the phone's language. */
export const visitQrUrl = `${siteOrigin}/visit`
