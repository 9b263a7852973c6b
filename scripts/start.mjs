// `npm start`: builds the site when dist/ is missing or older than its sources, then serves it.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

const sources = ['src', 'locales', 'public', 'package-lock.json', 'vite.config.ts', 'lingui.config.ts']

function newestChange(path) {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestChange(join(path, name))))
}

const built = existsSync('dist/index.html') ? statSync('dist/index.html').mtimeMs : 0
if (built < Math.max(...sources.map(newestChange))) {
  const result = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
await import('../server/serve.mjs').then(({ createSiteServer }) => {
  const port = Number(process.env.PORT) || 4173
  createSiteServer().listen(port, () => console.log(`Amigo is served at http://localhost:${port}/`))
})
