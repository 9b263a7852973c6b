// `npm start`: builds the site when dist/ is missing or older than its sources, then serves it
// (server/serve.ts: PORT, and HOST, 127.0.0.1 unless set).
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { serveDist } from '../../server/serve.ts'

const sources = ['src', 'locales', 'public', 'package-lock.json', 'vite.config.ts', 'lingui.config.ts']

function newestChange(path: string): number {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  const inside = readdirSync(path, { recursive: true, withFileTypes: true }).map((entry) => statSync(join(entry.parentPath, entry.name)).mtimeMs)
  return Math.max(stat.mtimeMs, ...inside)
}

const built = existsSync('dist/index.html') ? statSync('dist/index.html').mtimeMs : 0
if (built < Math.max(...sources.map(newestChange))) {
  const result = spawnSync(process.execPath, ['scripts/site/build.ts'], { stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
serveDist()
