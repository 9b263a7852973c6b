import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** What a scan checks: WCAG 2.2 at levels A and AA, and axe's best practices. */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

/**
 * An axe scan of a page that reports its violations in full and nothing else. Add the rules after
 * it (`.options()` replaces them): `.withTags(axeTags)`, or `.withRules(…)`.
 * - `resultTypes`: without it, axe writes a unique selector for every node that passed a rule
 *   (1,688 on the Latvian menu), which no test reads: a scan of that page took 1.8 s, and 1.4 with it.
 * - Legacy mode: axe.run() in the page itself. By default AxeBuilder opens a blank page of its own
 *   for every scan, injects axe into it again and merges the frames' results there, which is what
 *   lets it test frames of other origins. None of our pages has a frame; the blank page was about
 *   half of a scan's time (docs/decisions/0044-axe-scans.md).
 * - `again`: a second scan of the same document uses the axe the first one put there. AxeBuilder
 *   evaluates axe's source (650 KB) twice for every scan; with the night scan reusing the day's,
 *   the every-page sweep took 9 % less CPU (busy ticks, its 20 Latvian tests run 3 times each way).
 *   Without a first scan, `window.axe` is missing and the scan throws.
 */
export const axeScan = (page: Page, { again = false } = {}) =>
  new AxeBuilder({ page, ...(again ? { axeSource: ';' } : {}) }).setLegacyMode(true).options({ resultTypes: ['violations'] })

/** Violations as lines naming each rule and the elements that break it. */
export const violationLines = (violations: { id: string; nodes: { target: unknown[] }[] }[], prefix = '') =>
  violations.map(({ id, nodes }) => `${prefix}${id} (${nodes.map((node) => node.target.join(' ')).join(', ')})`)
