import { describe, expect, it } from 'vitest'
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

// The deploy workflow's own logic, which actionlint cannot judge: that the nightly run comes once a
// night at Riga's midnight, summer and winter, and that nothing deploys before the checks.
const workflow = readFileSync('.github/workflows/deploy.yml', 'utf8')

/** The schedules, as cron's minute and hour (UTC). */
const schedules = [...workflow.matchAll(/- cron: '(\d+) (\d+) \* \* \*'/g)].map(([cron, minute, hour]) => ({ cron: cron.slice("- cron: '".length, -1), minute: Number(minute), hour: Number(hour) }))

/** The script of the gate's step (`id: riga`), as the runner's bash gets it. */
function gateScript(): string {
  const lines = workflow.split('\n')
  const run = lines.findIndex((line, index) => /^\s+run: \|$/.test(line) && lines.slice(Math.max(0, index - 4), index).some((before) => before.includes('id: riga')))
  const indent = (lines[run + 1] ?? '').length - (lines[run + 1] ?? '').trimStart().length
  const body: string[] = []
  for (const line of lines.slice(run + 1)) {
    if (line.trim() && line.length - line.trimStart().length < indent) break
    body.push(line.slice(indent))
  }
  return body.join('\n')
}

/** Whether the gate lets the run through when `schedule` fires at `at` (UTC), with the clock of bash's `date` set there. */
function gateLetsThrough(schedule: string, at: Date): boolean {
  const fakedClock = `date() { command date -d '${at.toISOString()}' "$@"; }\n`
  const { stdout, status, stderr } = spawnSync('bash', ['-c', `${fakedClock}GITHUB_OUTPUT=$(mktemp)\n${gateScript()}\ncat "$GITHUB_OUTPUT"; rm "$GITHUB_OUTPUT"`], { encoding: 'utf8', env: { ...process.env, SCHEDULE: schedule } })
  if (status !== 0) throw new Error(`the gate failed: ${stderr}`)
  return /^due=true$/m.test(stdout)
}

/** The hour in Riga at an instant, by the platform's time-zone data (not by the workflow's arithmetic). */
const rigaHour = (at: Date) => Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Riga', hour: '2-digit', hourCycle: 'h23' }).format(at))

/** The evenings (UTC dates) whose night is tested: winter, summer, and both changes of Riga's clocks in 2026 and 2027. */
const evenings = ['2026-12-07', '2027-07-01', '2027-03-27', '2027-03-28', '2026-10-24', '2026-10-25', '2027-10-30', '2027-10-31', '2026-03-28', '2026-03-29']

describe('the deploy workflow', () => {
  it('schedules two hours, a winter one and a summer one', () => {
    expect(schedules.map(({ hour }) => hour).toSorted()).toEqual([21, 22])
  })

  it.each(evenings)('deploys once in the night after %s, just after midnight in Riga', (evening) => {
    const runs = schedules.map(({ cron, minute, hour }) => {
      // GitHub starts a scheduled run late at busy times, by an hour or more: the gate must give the same answer.
      const late = new Date(`${evening}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00Z`)
      late.setUTCMinutes(late.getUTCMinutes() + 70)
      return { midnight: rigaHour(new Date(`${evening}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00Z`)) === 0, through: gateLetsThrough(cron, late) }
    })
    expect(runs.filter((run) => run.through)).toHaveLength(1)
    for (const run of runs) expect(run.through).toBe(run.midnight)
  })

  it('deploys only after the build and the checks, none of which may fail quietly', () => {
    const order = ['npm ci', 'npm run build', 'npm run test:built', 'npm run check:html', 'npm run deploy:edge'].map((command) => workflow.indexOf(`run: ${command}`))
    expect(order.every((position) => position >= 0)).toBe(true)
    expect(order.toSorted((a, b) => a - b)).toEqual(order)
    expect(workflow).not.toMatch(/continue-on-error|\|\| true/)
  })
})
