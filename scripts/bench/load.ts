// `npm run bench:load`: a bounded load run against the built site behind its three servers, on
// loopback: nginx (the repository's configuration), `npm start`'s server and the edge runtime
// (`wrangler dev`, Cloudflare's workerd on this machine: a local runtime, not the network's speed).
// 50 connections for 20 seconds on the home page and on a hashed asset, each server in turn. Prints
// requests per second, median and 99th percentile latency, and the Node server's memory before and
// after; fails if any request errs, times out or gets another status than 2xx, or if a server
// answers none.
// A benchmark, printed, not a test with a time limit (and not part of `npm test`). Run after a build.
//
//   npm run bench:load                 BENCH_SECONDS=5 npm run bench:load    (a quicker look)
import { existsSync, readFileSync } from 'node:fs'
import autocannon from 'autocannon'
import type { Manifest } from 'vite'
import { execFileSync } from 'node:child_process'
import { freePort, startEdge, startNginx, startNodeServer, type RunningServer } from '../../tests/production/servers.ts'

/** Resident memory of a process in MB (ps: portable enough for Linux and macOS). */
const residentMb = (pid: number | undefined) => (pid ? Math.round(Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' })) / 1024) : undefined)

const seconds = Number(process.env.BENCH_SECONDS) || 20
const connections = 50

if (!existsSync('dist/.deploy/headers.json')) {
  console.error('Build first: npm run build')
  process.exit(1)
}
const manifest: Manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8'))
const entry = Object.values(manifest).find((chunk) => chunk.isEntry)
if (!entry) throw new Error('dist/.vite/manifest.json names no entry chunk')
const asset = `/${entry.file}`
const targets: [name: string, path: string][] = [
  ['home page', '/lv/'],
  ['hashed asset', asset],
]

const rows: Record<string, string | number>[] = []
let failed = false
const servers: [name: string, start: (options: { port: number }) => Promise<RunningServer>][] = [
  ['nginx', startNginx],
  ['npm start (server/serve.ts)', startNodeServer],
  ['edge (wrangler dev)', startEdge],
]
for (const [server, start] of servers) {
  const running = await start({ port: await freePort() })
  try {
    for (const [target, path] of targets) {
      const before = residentMb(running.pid)
      // `connections` clients asking for the path as a browser would (compressed), for `seconds`.
      const result = await autocannon({ url: `${running.origin}${path}`, connections, duration: seconds, headers: { 'accept-encoding': 'br, gzip' } })
      const after = residentMb(running.pid)
      const problems = result.errors + result.timeouts + result.non2xx
      // A server that answered nothing in the whole run failed it too, with no error to count.
      if (problems || !result.requests.total) failed = true
      rows.push({
        server,
        target: `${target} ${path}`,
        'requests/s': Math.round(result.requests.average),
        'p50 (ms)': result.latency.p50,
        'p99 (ms)': result.latency.p99,
        requests: result.requests.total,
        'errors + timeouts + non-2xx': problems,
        'RSS before → after (MB)': before === undefined ? '' : `${before} → ${after}`,
      })
    }
  } finally {
    await running.stop()
  }
}

console.log(`\n${connections} connections, ${seconds} s per run, on loopback (${new Date().toISOString()})`)
console.table(rows)
if (failed) {
  console.error('Some requests failed, or a server answered none: see the last two columns.')
  process.exit(1)
}
