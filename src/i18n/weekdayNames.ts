import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { Weekday } from '../content/openingHours'

// Messages rather than Intl: Node's and the browsers' ICU abbreviate differently ("Di" / "Di."),
// and the prerendered text must match what the browser renders. Each comment is written out in its
// own msg() call: extraction reads only literal text, never a variable.
export const weekdayShortNames: Record<Weekday, MessageDescriptor> = {
  mon: msg({ message: 'Mon', comment: 'Monday, shortened, in opening hours such as "Tue–Thu 17:00–23:00"' }),
  tue: msg({ message: 'Tue', comment: 'Tuesday, shortened, in opening hours such as "Tue–Thu 17:00–23:00"' }),
  wed: msg({ message: 'Wed', comment: 'Wednesday, shortened, in opening hours such as "Tue–Thu 17:00–23:00"' }),
  thu: msg({ message: 'Thu', comment: 'Thursday, shortened, in opening hours such as "Tue–Thu 17:00–23:00"' }),
  fri: msg({ message: 'Fri', comment: 'Friday, shortened, in opening hours such as "Fri–Sat 17:00–02:00"' }),
  sat: msg({ message: 'Sat', comment: 'Saturday, shortened, in opening hours such as "Fri–Sat 17:00–02:00"' }),
  sun: msg({ message: 'Sun', comment: 'Sunday, shortened, in opening hours such as "Tue–Thu 17:00–23:00"' }),
}
