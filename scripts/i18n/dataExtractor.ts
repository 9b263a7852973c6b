import { basename } from 'node:path'
import type { ExtractorType } from '@lingui/conf'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { contentFiles, dataFolder } from '../../src/content/schema/contentFiles.ts'
import { textsOf } from '../../src/content/schema/textsOf.ts'
import { withoutBlanks } from '../../src/content/schema/withoutBlanks.ts'
import { glossaryPointer } from './glossaryTerms.ts'

/**
 * Lingui's extractor for the owner's data files (src/content/data/): each text the schema marks for
 * translation reaches the catalogs as a message like the code's, its English words the msgid, its
 * role the context, with a comment that says what it is and where it stands. The site looks it up
 * under the same id (src/content/dataMessage.ts).
 */
export const dataExtractor: ExtractorType = {
  match: (filename) => filename.replaceAll('\\', '/').includes(`${dataFolder}/`) && filename.endsWith('.json'),
  extract(filename, code, onMessageExtracted) {
    const file = Object.values(contentFiles).find((content) => content.file === basename(filename))
    if (!file) return
    for (const text of textsOf(file.schema, withoutBlanks(JSON.parse(code) as unknown))) {
      const line = code.slice(0, code.indexOf(JSON.stringify(text.message).slice(1, -1))).split('\n').length
      onMessageExtracted({
        id: generateMessageId(text.message, text.role),
        message: text.message,
        context: text.role,
        comment: `${text.comment} (${file.label.en} › ${text.where}).${text.notes.map((note) => ` ${note}`).join('')}${glossaryPointer(text.message)}`,
        origin: [filename, line],
      })
    }
  },
}
