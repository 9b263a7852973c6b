import type { OffsetTable } from './hours/calendar'
import { rigaMomentBy, rigaOffsetsAttribute, showDatedParts, showDatedPartsGlobal } from './hours/datedParts'

// A classic script the prerender writes into the head of each page with dated parts (the coming
// exceptions to the hours, what is on tonight). It only defines the function that each part's own
// line of script calls as the parser reaches its end (src/hours/datedParts.ts, `datedPartsScript`),
// so the first paint shows the visitor's day and nothing moves when the page's script later keeps it
// current (./entry-client.ts; docs/decisions/0040). It reads Riga's clock by the offsets the build
// wrote on it, not with Intl, whose first use would delay the first paint.
const offsets = JSON.parse(document.currentScript?.getAttribute(rigaOffsetsAttribute) ?? '[]') as OffsetTable
// From the part's parent, as it holds the part: whatever the parent held before it is already whole
// (shown again, the same), and nothing after it is parsed yet.
Object.assign(self, { [showDatedPartsGlobal]: (part: Element) => showDatedParts(part.parentElement ?? part, rigaMomentBy(new Date(), offsets)) })
