// `npm run bench:build`: how long `npm run build` takes, run after run, against the 60 s the deploy
// pipeline allows it on two cores (docs/deploying.md, "Publishing from the repository"). Each run's
// wall seconds, and the processor seconds it spent (its user and system time, children included:
// what a busier machine stretches least), with the load average before it, since this machine is
// shared. Appends a dated section to bench/build.md and exits 1 when the median run is over budget.
// A benchmark, not a part of `npm test`.
//
//   npm run bench:build                 BENCH_RUNS=5 npm run bench:build
import { spawn } from 'node:child_process'
import { appendFile, readFile } from 'node:fs/promises'
import { availableParallelism, loadavg } from 'node:os'

/** What the pipeline allows the build (docs/deploying.md). */
const budgetSeconds = 60
const runs = Number(process.env.BENCH_RUNS) || 3
const record = 'bench/build.md'

/**
 * Processor seconds this process's finished children have used (Linux: /proc/self/stat's cutime and
 * cstime, in clock ticks of 1/100 s). A child counts once it has been waited for, with the children
 * it waited for in turn, so the build's whole tree is in it once `npm run build` has exited.
 */
async function childProcessorSeconds(): Promise<number> {
  // The command name, in brackets, may hold blanks: count fields after its closing bracket.
  const stat = await readFile('/proc/self/stat', 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  // cutime and cstime are fields 16 and 17 of the whole line, 14 and 15 after the name.
  return (Number(fields[13]) + Number(fields[14])) / 100
}

interface Run {
  wall: number
  processor: number
  /** The one-minute load average as the run began. */
  load: number
}

async function timeBuild(): Promise<Run> {
  const load = loadavg()[0] ?? 0
  const processorBefore = await childProcessorSeconds()
  const started = performance.now()
  const status = await new Promise<number | null>((resolve) => {
    spawn('npm', ['run', '--silent', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] }).on('close', resolve)
  })
  if (status !== 0) throw new Error(`npm run build failed (exit ${status})`)
  return { wall: (performance.now() - started) / 1000, processor: (await childProcessorSeconds()) - processorBefore, load }
}

const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

const results: Run[] = []
for (let index = 1; index <= runs; index++) {
  const run = await timeBuild()
  results.push(run)
  console.log(`run ${index}: ${run.wall.toFixed(1)} s, ${run.processor.toFixed(1)} processor s, load ${run.load.toFixed(2)} before`)
}
const medianWall = median(results.map((run) => run.wall))
const within = medianWall <= budgetSeconds
const cores = availableParallelism()
const crowded = results.some((run) => run.load > cores)
const today = new Date().toISOString().slice(0, 10)
const section = [
  '',
  `## ${today}: ${runs} runs, ${cores} cores`,
  '',
  '| Run | Seconds | Processor seconds | Load before (1 min) |',
  '|---|---|---|---|',
  ...results.map((run, index) => `| ${index + 1} | ${run.wall.toFixed(1)} | ${run.processor.toFixed(1)} | ${run.load.toFixed(2)} |`),
  '',
  `Median ${medianWall.toFixed(1)} s: ${within ? 'within' : 'over'} the ${budgetSeconds} s budget. Load after: ${loadavg()
    .map((value) => value.toFixed(2))
    .join(', ')} (1, 5, 15 min).`,
  ...(crowded ? ['', `Runs began with more work waiting than there are cores: others' work stretched the seconds; the processor seconds are the steadier figure.`] : []),
  '',
]
await appendFile(record, section.join('\n'))
console.log(`Median ${medianWall.toFixed(1)} s (budget ${budgetSeconds} s); written to ${record}`)
process.exit(within ? 0 : 1)
