// Serves the built Storybook (storybook-static/) over HTTP, as a static host would: the run in
// tests/storybook/ opens it like a designer or Chromatic does, never through the dev server.
import { createServer } from 'node:http'
import { existsSync } from 'node:fs'
import sirv from 'sirv'

const dir = process.env.STORYBOOK_DIR ?? 'storybook-static'
const port = Number(process.env.PORT) || 6106
if (!existsSync(`${dir}/index.json`)) {
  console.error(`${dir}/index.json is missing: run npm run build-storybook first`)
  process.exit(1)
}
createServer(sirv(dir, { dev: false, etag: true })).listen(port, () => console.log(`Storybook build served on http://localhost:${port}`))
