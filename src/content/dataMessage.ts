import type { MessageDescriptor } from '@lingui/core'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import type { TextRole } from './schema/textRoles.ts'

/**
 * A text of the owner's data files as a Lingui message: the catalogs hold it under the id Lingui
 * gives its English words in their role (scripts/i18n/dataExtractor.ts puts it there), so it is
 * translated like the code's messages, and shows in English until it is.
 */
export function dataMessage(message: string, role: TextRole): MessageDescriptor {
  return { id: generateMessageId(message, role), message }
}
