// The build's server renderer (src/entry-server.tsx, built to dist-ssr/): what the prerender renders
// the pages with, and where the checks and the test runners read the content as plain data.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

/** What the server renderer exports. */
export type ServerEntry = typeof import('../../src/entry-server.tsx')

export async function importServerEntry(ssrDir = 'dist-ssr'): Promise<ServerEntry> {
  const file = join(ssrDir, 'entry-server.js')
  if (!existsSync(file)) throw new Error(`No server renderer at ${file}: build first (npm run build)`)
  return import(pathToFileURL(file).href)
}
