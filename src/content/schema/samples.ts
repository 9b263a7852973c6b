import * as v from 'valibot'
import { contactFields } from './contacts.ts'
import { entry, someOf } from './fields.ts'
import { replySettings } from './reservations.ts'

/**
 * src/content/data/samples.json: the contacts and reply settings that are still samples, which the
 * launch check lists until the owner has set them (the evenings and reviews mark their own). Apart
 * from the values, because no page needs it.
 */
export const samplesFileSchema = entry({
  contacts: v.optional(someOf(contactFields, { en: 'Contacts still samples', lv: 'Kontakti, kas vēl ir paraugi', hint: 'Remove each once it is real' }, { allowNone: true })),
  replies: v.optional(someOf(replySettings, { en: 'Reply settings still samples', lv: 'Atbilžu iestatījumi, kas vēl ir paraugi', hint: 'Remove each once it is real' }, { allowNone: true })),
})
