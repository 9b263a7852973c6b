import { existsSync } from 'node:fs'
import { freePort, startEdge, startNginx, startNodeServer, type RunningServer } from './servers'

/** The port a variable names, or a free one. */
const port = async (variable: string) => Number(process.env[variable]) || (await freePort())

/**
 * Starts the three servers on the built dist/, on free loopback ports (or NGINX_TEST_PORT,
 * NODE_TEST_PORT, EDGE_TEST_PORT): nginx (the repository's configuration), `npm start`'s server and
 * the edge runtime (`wrangler dev`); hands their origins to the tests, and returns the function that
 * stops them after the run.
 */
export default async function globalSetup() {
  if (!existsSync('dist/.deploy/headers.json')) throw new Error('dist/ has no generated headers (dist/.deploy/): run `npm run build` first')
  const starting = [
    startNginx({ port: await port('NGINX_TEST_PORT') }),
    startNodeServer({ port: await port('NODE_TEST_PORT') }),
    startEdge({ port: await port('EDGE_TEST_PORT') }),
  ] as const
  const results = await Promise.allSettled(starting)
  const running = results.flatMap((result) => (result.status === 'fulfilled' && result.value ? [result.value] : []))
  const stopAll = async () => {
    await Promise.all(running.map((server: RunningServer) => server.stop()))
  }
  const failure = results.find((result) => result.status === 'rejected')
  if (failure) {
    await stopAll()
    throw failure.reason
  }
  const [nginx, node, edge] = running
  process.env.AMIGO_NGINX_ORIGIN = nginx!.origin
  process.env.AMIGO_NODE_ORIGIN = node!.origin
  process.env.AMIGO_EDGE_ORIGIN = edge!.origin
  return stopAll
}
