import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter'

/** Ends the run with the plain "N passed, N failed" line that CI reads. */
export default class SummaryReporter implements Reporter {
  private passed = 0
  private failed = 0
  private skipped = 0

  onTestEnd(test: TestCase, result: TestResult) {
    const outcome = test.outcome()
    // A failed attempt that will be retried is not the last word.
    if (outcome === 'unexpected' && result.retry < test.retries) return
    if (outcome === 'skipped') this.skipped++
    // `expected` includes a test marked `test.fail()` that failed, as it should.
    else if (outcome === 'expected' || outcome === 'flaky') this.passed++
    else this.failed++
  }

  onEnd(_result: FullResult) {
    console.log(`\nbrowser: ${this.passed} passed, ${this.failed} failed, ${this.skipped} skipped`)
  }
}
