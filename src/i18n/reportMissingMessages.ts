import { i18n } from '@lingui/core'

/**
 * In the built site every page loads only its routes' catalog parts, so a message missing from
 * them would show its id. Lingui reports such a message; this puts it on the console, where the
 * browser tests (which fail on any console error) and anyone debugging a page will see it. Not in
 * development, where a message written but not yet extracted is missing on purpose.
 */
export function reportMissingMessages(): void {
  if (!import.meta.env.PROD) return
  i18n.on('missing', ({ locale, id }) => console.error(`Message "${id}" is missing from the ${locale} catalog parts this page loaded`))
}
