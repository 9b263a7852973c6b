import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter'

/** Ends the run with the plain "N passed, N failed" line that CI reads, and the time it took. */
export default class SummaryReporter implements Reporter {
  private passed = 0
  private failed = 0
  private skipped = 0
  private started = Date.now()

  onTestEnd(test: TestCase, result: TestResult) {
    const outcome = test.outcome()
    if (outcome === 'unexpected' && result.retry < test.retries) return
    if (outcome === 'skipped') this.skipped++
    else if (outcome === 'expected' || outcome === 'flaky') this.passed++
    else this.failed++
  }

  onEnd(_result: FullResult) {
    const seconds = ((Date.now() - this.started) / 1000).toFixed(0)
    console.log(`\nbuilt Storybook: ${this.passed} passed, ${this.failed} failed, ${this.skipped} skipped in ${seconds} s`)
    if (this.failed) console.log('Differences from the baselines, if any, are in test-results/storybook/ (see docs/storybook.md).')
  }
}
