import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { DishBadge } from './menuTypes'

/** The words on a dish's badge (the specification's Latvian: Populārākais, Šefpavāra izvēle, Premium). */
export const dishBadgeLabels: Record<DishBadge, MessageDescriptor> = {
  popular: msg({ message: 'Most popular', comment: 'Badge on a dish (Latvian: Populārākais)' }),
  chef: msg({ message: 'Chef’s choice', comment: 'Badge on a dish (Latvian: Šefpavāra izvēle). Terms: chef — see the glossary in docs/translating.md.' }),
  premium: msg({ message: 'Premium', comment: 'Badge on the most lavish dish' }),
}
