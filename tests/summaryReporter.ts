import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter'

interface SummaryOptions {
  /** What ran, first on the line: "browser", "built Storybook". */
  label: string
  /** A line to print when something failed: where to look. */
  onFailure?: string
}

/** Ends a Playwright run with the plain "label: N passed, N failed, N skipped in N s" line that CI reads. */
export default class SummaryReporter implements Reporter {
  private passed = 0
  private failed = 0
  private skipped = 0
  private readonly flaky: string[] = []
  private readonly started = Date.now()

  constructor(private readonly options: SummaryOptions) {}

  onTestEnd(test: TestCase, result: TestResult) {
    const outcome = test.outcome()
    // A failed attempt that will be retried is not the last word.
    if (outcome === 'unexpected' && result.retry < test.retries) return
    if (outcome === 'skipped') this.skipped++
    // `expected` includes a test marked `test.fail()` that failed, as it should.
    else if (outcome === 'expected' || outcome === 'flaky') this.passed++
    else this.failed++
    if (outcome === 'flaky') this.flaky.push(test.titlePath().filter(Boolean).join(' › '))
  }

  onEnd(_result: FullResult) {
    const seconds = ((Date.now() - this.started) / 1000).toFixed(0)
    console.log(`\n${this.options.label}: ${this.passed} passed, ${this.failed} failed, ${this.skipped} skipped in ${seconds} s`)
    for (const title of this.flaky) console.log(`  passed only on its retry: ${title}`)
    if (this.failed && this.options.onFailure) console.log(this.options.onFailure)
  }
}
