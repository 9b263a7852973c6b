import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { Weekday } from '../content/openingHours'

// Messages rather than Intl: Node's and the browsers' ICU abbreviate differently ("Di" / "Di."),
// and the prerendered text must match what the browser renders.
const comment = 'Short weekday name in opening hours such as "Tue–Thu 17:00–23:00"'

export const weekdayShortNames: Record<Weekday, MessageDescriptor> = {
  mon: msg({ message: 'Mon', comment }),
  tue: msg({ message: 'Tue', comment }),
  wed: msg({ message: 'Wed', comment }),
  thu: msg({ message: 'Thu', comment }),
  fri: msg({ message: 'Fri', comment }),
  sat: msg({ message: 'Sat', comment }),
  sun: msg({ message: 'Sun', comment }),
}
