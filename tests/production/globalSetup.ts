import { existsSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import { createServer } from 'vite'
import { freePort, startNginx, startNodeServer } from './nginx'

/** Where the setup leaves the page list for the tests (src/content/pages.ts uses Lingui macros, which Playwright cannot load). */
export const pageListPath = 'node_modules/.cache/amigo-tests/production-pages.json'

/** `localizedPaths` of src/content/pages.ts, loaded through Vite with the site's plugins. */
async function writePageList() {
  const vite = await createServer({ server: { middlewareMode: true, hmr: false }, appType: 'custom', logLevel: 'error' })
  try {
    const { localizedPaths } = await vite.ssrLoadModule('/src/content/pages.ts')
    await mkdir('node_modules/.cache/amigo-tests', { recursive: true })
    await writeFile(pageListPath, JSON.stringify(localizedPaths))
  } finally {
    await vite.close()
  }
}

/**
 * Starts nginx (the repository's configuration) and `npm start`'s server on the built dist/, on
 * free loopback ports (or NGINX_TEST_PORT / NODE_TEST_PORT), hands their origins to the tests, and
 * returns the function that stops both after the run.
 */
export default async function globalSetup() {
  if (!existsSync('dist/.deploy/headers.json')) throw new Error('dist/ has no generated headers (dist/.deploy/): run `npm run build` first')
  await writePageList()
  const nginx = await startNginx({ port: Number(process.env.NGINX_TEST_PORT) || (await freePort()) })
  const node = await startNodeServer({ port: Number(process.env.NODE_TEST_PORT) || (await freePort()) }).catch(async (error) => {
    await nginx.stop()
    throw error
  })
  process.env.AMIGO_NGINX_ORIGIN = nginx.origin
  process.env.AMIGO_NODE_ORIGIN = node.origin
  return async () => {
    await Promise.all([nginx.stop(), node.stop()])
  }
}
