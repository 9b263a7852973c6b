// `npm run test:any-hour`: the whole of `npm test` under Debian's `faketime`, started just before
// each moment the opening status changes and just before each night the clocks change in Riga. A
// suite whose tests keep their own clocks (tests/fixedClock.ts) passes at every one of them; a test
// that reads the machine's clock fails at one. Slow (the suite five times): run it after a change
// to how the suite or the site keeps time, not on every change (docs/testing.md, "Any hour").
// `node scripts/checks/anyHour.ts 2027-03-28T00:58:00Z …` runs other moments.
import { spawn } from 'node:child_process'

/** Each moment, in UTC, two minutes before the change it is named for (Riga is UTC+2, UTC+3 in summer). */
export const moments: readonly { moment: string; before: string }[] = [
  { moment: '2026-12-02T14:58:00Z', before: 'opening, 17:00 on a Wednesday' },
  { moment: '2026-12-02T20:58:00Z', before: 'closing, 23:00 on a Wednesday' },
  { moment: '2026-12-04T23:58:00Z', before: 'closing, 02:00 on a Friday night' },
  { moment: '2027-03-28T00:58:00Z', before: 'the clocks going forward, 03:00 → 04:00 on 28 March' },
  { moment: '2027-10-31T00:58:00Z', before: 'the clocks going back, 04:00 → 03:00 on 31 October' },
]

/** faketime's form for one running clock shared by every process it starts (no "@": that restarts it in each). */
const faketimeStart = (moment: string) => moment.replace('T', ' ').replace('Z', ' UTC')

function runAt(moment: string): Promise<{ passed: boolean; seconds: number }> {
  const started = Date.now()
  console.log(`\n▶ npm test at ${moment}`)
  const child = spawn('faketime', [faketimeStart(moment), 'npm', 'test'], { stdio: 'inherit' })
  return new Promise((resolve) => child.on('close', (status) => resolve({ passed: status === 0, seconds: Math.round((Date.now() - started) / 1000) })))
}

if (import.meta.main) {
  const chosen = process.argv.slice(2)
  const runs = chosen.length ? chosen.map((moment) => ({ moment, before: 'chosen' })) : moments
  const results = []
  for (const { moment, before } of runs) results.push({ moment, before, ...(await runAt(moment)) })
  console.log('\nAny hour:')
  for (const { moment, before, passed, seconds } of results) console.log(`  ${passed ? '✓' : '✗'} ${moment} (before ${before}): ${seconds} s`)
  process.exit(results.every((result) => result.passed) ? 0 : 1)
}
