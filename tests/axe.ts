import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** What a scan checks: WCAG 2.2 at levels A and AA, and axe's best practices. */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

/**
 * An axe scan of a page that reports its violations in full and nothing else. Without
 * `resultTypes`, axe writes a unique selector for every node that passed a rule (1,688 on the
 * Latvian menu), which no test reads: a scan of that page took 1.8 s, and takes 1.4. Add the
 * rules after it (`.options()` replaces them): `.withTags(axeTags)`, or `.withRules(…)`.
 */
export const axeScan = (page: Page) => new AxeBuilder({ page }).options({ resultTypes: ['violations'] })

/** Violations as lines naming each rule and the elements that break it. */
export const violationLines = (violations: { id: string; nodes: { target: unknown[] }[] }[], prefix = '') =>
  violations.map(({ id, nodes }) => `${prefix}${id} (${nodes.map((node) => node.target.join(' ')).join(', ')})`)
