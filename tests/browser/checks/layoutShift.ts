import type { Page } from '@playwright/test'

/** The layout shift of a page since it started loading, and what moved (for the failure message). */
export interface LayoutShift {
  total: number
  moved: string[]
}

/**
 * The layout shift of a page since it started loading (what Lighthouse reports as CLS, summed
 * without its session windows, so never less), leaving out shifts right after the visitor's input.
 * Read through an observer: a test's fake clock (page.clock) hides the performance timeline's
 * entries from `performance.getEntriesByType`, not from observers.
 */
export function layoutShiftOf(page: Page): Promise<LayoutShift> {
  return page.evaluate(
    () =>
      new Promise<LayoutShift>((resolve) => {
        const shift: LayoutShift = { total: 0, moved: [] }
        type Entry = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] }
        const observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Entry[]) {
            if (entry.hadRecentInput) continue
            shift.total += entry.value
            // What moved, and from which top to which (a line of text lost or gained shows as its height).
            const moved = entry.sources.map(({ node, previousRect: before, currentRect: after }) => {
              const what = node instanceof Element ? `${node.localName}${node.id ? `#${node.id}` : ''} "${node.textContent?.trim().slice(0, 30)}"` : (node?.nodeName ?? '?')
              return `${what} ${Math.round(before.y)}→${Math.round(after.y)}`
            })
            shift.moved.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${moved.join(', ')}`)
          }
        })
        observer.observe({ type: 'layout-shift', buffered: true })
        // Buffered entries arrive in the observer's first callback, queued as a task.
        setTimeout(() => {
          observer.disconnect()
          resolve(shift)
        }, 100)
      }),
  )
}
