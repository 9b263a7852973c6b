import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { exceptionReasonLabels } from './formatExceptions'

// Latvia's public holidays by the English names date-holidays gives them (./publicHolidays.ts), so
// the line can say "Tomorrow closed: Christmas Eve" in every language. A day off in a holiday's
// place ("Republic Day (substitute day)") is named by the holiday; a name not listed here, by
// "Public holiday" (tests/unit/liveLine.test.ts checks every holiday of the coming years has one).
const names: Record<string, MessageDescriptor> = {
  "New Year's Day": msg({ message: 'New Year’s Day', comment: 'A Latvian public holiday, 1 January, as a label after a colon ("Tomorrow closed: New Year’s Day"): capitalise it as a label.' }),
  'Good Friday': msg({ message: 'Good Friday', comment: 'A Latvian public holiday (the Friday before Easter), as a label after a colon ("Tomorrow closed: Good Friday").' }),
  'Easter Sunday': msg({ message: 'Easter Sunday', comment: 'A Latvian public holiday, as a label after a colon ("Tomorrow closed: Easter Sunday").' }),
  'Easter Monday': msg({ message: 'Easter Monday', comment: 'A Latvian public holiday, as a label after a colon ("Tomorrow closed: Easter Monday").' }),
  'Labour Day': msg({ message: 'Labour Day', comment: 'A Latvian public holiday, 1 May, as a label after a colon ("Tomorrow closed: Labour Day").' }),
  'Restoration of Independence day': msg({ message: 'Restoration of Independence Day', comment: 'A Latvian public holiday, 4 May (the restoration of Latvia’s independence in 1990), as a label after a colon.' }),
  'Midsummer Eve': msg({ message: 'Midsummer Eve', comment: 'A Latvian public holiday, 23 June (Līgo), as a label after a colon ("Tomorrow closed: Midsummer Eve"). Use the name your language gives the Latvian feast.' }),
  Midsummer: msg({ message: 'Midsummer Day', comment: 'A Latvian public holiday, 24 June (Jāņi), as a label after a colon ("Tomorrow closed: Midsummer Day"). Use the name your language gives the Latvian feast.' }),
  'Republic Day': msg({ message: 'Proclamation Day of the Republic of Latvia', comment: 'A Latvian public holiday, 18 November (the proclamation of the Republic of Latvia in 1918), as a label after a colon.' }),
  'Christmas Eve': msg({ message: 'Christmas Eve', comment: 'A Latvian public holiday, 24 December, as a label after a colon ("Tomorrow closed: Christmas Eve").' }),
  'Christmas Day': msg({ message: 'Christmas Day', comment: 'A Latvian public holiday, 25 December, as a label after a colon ("Tomorrow closed: Christmas Day").' }),
  'Boxing Day': msg({ message: 'Boxing Day', comment: 'A Latvian public holiday, 26 December, the second day of Christmas, as a label after a colon ("Tomorrow closed: Boxing Day").' }),
  "New Year's Eve": msg({ message: 'New Year’s Eve', comment: 'A Latvian public holiday, 31 December, as a label after a colon ("Tomorrow 17:00–03:00: New Year’s Eve").' }),
}

/** The message that names a holiday, if the site has one for it. */
export const holidayNameMessage = (englishName: string): MessageDescriptor | undefined => names[englishName.replace(/ \(substitute day\)$/, '')]

/** A holiday's name in the active language. */
export const holidayName = (i18n: I18n, englishName: string): string => i18n._(holidayNameMessage(englishName) ?? exceptionReasonLabels.publicHoliday)
