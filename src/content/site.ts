import { placeholderOrigin } from './business'

/** The public origin (scheme and host) canonical URLs, hreflang and the QR code point at. */
export const siteOrigin: string = (import.meta.env.SITE_ORIGIN || placeholderOrigin).replace(/\/$/, '')
