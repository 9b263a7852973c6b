import { knowRigaOffsetsOf, msUntilWallMinute, showDatedParts, showDatedPartsGlobal } from './hours/datedParts'

// A classic script the prerender writes into the head of each page with dated parts (the coming
// exceptions to the hours, what is on tonight; docs/decisions/0040). It defines the function that
// each part's own line of script calls as the parser reaches its end (src/hours/datedParts.ts,
// `datedPartsScript`), so the first paint shows the visitor's day, then keeps the parts to it. It
// reads Riga's clock by the offsets the build wrote on it, not with Intl, whose first use would
// delay the first paint.
knowRigaOffsetsOf(document.currentScript)
// From the part's parent, as it holds the part: whatever the parent held before it is already whole
// (shown again, the same), and nothing after it is parsed yet.
Object.assign(self, { [showDatedPartsGlobal]: (part: Element) => showDatedParts(part.parentElement ?? part) })

// Kept to the visitor's day and evening while the page stays open: here rather than in the page's
// script, which every page loads. Again the moment the live line changes (closing time), and at least
// each minute: timers stall while a laptop sleeps, and a change of the clocks moves Riga's minutes.
let timer: ReturnType<typeof setTimeout> | undefined
function keepShown() {
  clearTimeout(timer)
  const changesAt = showDatedParts()
  const wait = changesAt === undefined ? 60_000 : Math.min(60_000, Math.max(0, msUntilWallMinute(new Date(), changesAt)) + 20)
  timer = setTimeout(keepShown, wait)
}
// The development server runs this as a module once the page is parsed: the parts are shown at once.
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', keepShown)
else keepShown()
document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && keepShown())
