import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { connect, createServer, type AddressInfo } from 'node:net'

/** A loopback port nothing listens on now (the system picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo
      probe.close(() => resolvePort(port))
    })
  })
}

/** Where Debian's nginx keeps the Brotli module (`apt-get install libnginx-mod-http-brotli-static`). */
export const brotliModule = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'
export const hasBrotli = existsSync(brotliModule)
export const nginxBinary = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path)) ?? 'nginx'

/**
 * The repository's nginx configuration as deploy/nginx.conf composes it (deploy/amigo-http.conf and
 * the generated maps in the http context; the generated headers and deploy/amigo-site.conf in the
 * site's server), with what a test needs instead of a public server: a loopback port and no TLS,
 * and the process's files inside `dir`.
 */
export function testConfiguration({ dir, dist, port }: { dir: string; dist: string; port: number }) {
  const deploy = resolve('deploy')
  return `# Written by tests/production/servers.ts for one test run.
${hasBrotli ? `load_module ${brotliModule};` : ''}
worker_processes 2;
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;
events { worker_connections 1024; }
http {
    access_log ${dir}/logs/access.log;
    client_body_temp_path ${dir}/temp/client_body;
    proxy_temp_path ${dir}/temp/proxy;
    fastcgi_temp_path ${dir}/temp/fastcgi;
    uwsgi_temp_path ${dir}/temp/uwsgi;
    scgi_temp_path ${dir}/temp/scgi;

    include ${deploy}/amigo-http.conf;
    include ${dist}/.deploy/nginx-http.conf;
    ${hasBrotli ? 'brotli_static on;' : ''}

    server {
        listen 127.0.0.1:${port};
        root ${dist};
        include ${dist}/.deploy/nginx-server.conf;
        include ${deploy}/amigo-site.conf;
    }
}
`
}

export interface RunningServer {
  origin: string
  port: number
  /** The serving process (npm start's server), for measurements. */
  pid?: number | undefined
  stop: () => Promise<void>
}

/** Resolves once something accepts connections on the port, or rejects after `timeout` ms. */
export async function waitForPort(port: number, timeout = 30_000) {
  const deadline = Date.now() + timeout
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((done) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.end()
        done(true)
      })
      socket.on('error', () => done(false))
    })
    if (open) return
    await new Promise((wait) => setTimeout(wait, 50))
  }
  throw new Error(`nothing answered on 127.0.0.1:${port} within ${timeout} ms`)
}

/** Waits for the port to answer; fails at once if the process ends first (a port taken, say). */
async function startedOrExited(child: ChildProcess, port: number, name: string) {
  let exited: (() => void) | undefined
  const exit = new Promise<never>((_, reject) => {
    exited = () => reject(new Error(`${name} ended before it answered on port ${port}`))
    child.once('exit', exited)
  })
  try {
    await Promise.race([waitForPort(port).catch((error: Error) => Promise.reject(new Error(`${name}: ${error.message}`))), exit])
  } catch (error) {
    // A server that never answered is not left behind.
    child.kill()
    throw error
  } finally {
    child.off('exit', exited!)
    exit.catch(() => {})
  }
}

function stopper(child: ChildProcess, name: string) {
  // If this process ends without stopping it (an interrupted run), the server goes with it.
  const orphan = () => child.kill(name === 'nginx' ? 'SIGQUIT' : 'SIGTERM')
  process.once('exit', orphan)
  return () =>
    new Promise<void>((done) => {
      process.off('exit', orphan)
      if (child.exitCode !== null || child.signalCode !== null) return done()
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
      child.once('exit', () => {
        clearTimeout(timer)
        done()
      })
      // nginx: SIGQUIT is a graceful stop; node: SIGTERM.
      child.kill(name === 'nginx' ? 'SIGQUIT' : 'SIGTERM')
    })
}

/** Starts nginx unprivileged, in the foreground, with its own prefix, logs and temporary files. */
export async function startNginx({ port, dist = resolve('dist') }: { port: number; dist?: string }): Promise<RunningServer> {
  const dir = await mkdtemp(join(tmpdir(), 'amigo-nginx-'))
  await mkdir(join(dir, 'logs'))
  await mkdir(join(dir, 'temp'))
  const conf = join(dir, 'nginx.conf')
  await writeFile(conf, testConfiguration({ dir, dist, port }))
  const check = spawnSync(nginxBinary, ['-p', `${dir}/`, '-c', conf, '-t', '-q'], { encoding: 'utf8' })
  if (check.status !== 0) throw new Error(`nginx rejected the configuration:\n${check.stderr}`)
  const child = spawn(nginxBinary, ['-p', `${dir}/`, '-c', conf, '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] })
  await startedOrExited(child, port, 'nginx')
  const stop = stopper(child, 'nginx')
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    stop: async () => {
      await stop()
      await rm(dir, { recursive: true, force: true })
    },
  }
}

/** What keeps `wrangler dev` off the network: no usage metrics, no update check, no `Request.cf` download. */
export const offlineWrangler = { WRANGLER_SEND_METRICS: 'false', WRANGLER_HIDE_BANNER: 'true', CLOUDFLARE_CF_FETCH_ENABLED: 'false' }

/**
 * Starts the edge runtime on this machine: `wrangler dev` runs Cloudflare's workerd with
 * wrangler.jsonc (dist/ as static assets with dist/_headers and dist/_redirects, and server/edge.ts),
 * offline. Resolves once the site itself answers, not only the port.
 */
export async function startEdge({ port }: { port: number }): Promise<RunningServer> {
  const args = [resolve('node_modules/.bin/wrangler'), 'dev', '--ip', '127.0.0.1', '--port', String(port), '--log-level', 'error']
  // Its log is kept for a failed start only: the runtime logs the hostile requests the tests send.
  const child = spawn(projectNode(), args, { env: { ...realClock(process.env), ...offlineWrangler }, stdio: ['ignore', 'ignore', 'pipe'] })
  let log = ''
  child.stderr!.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-4000)))
  await startedOrExited(child, port, 'wrangler dev').catch((error: Error) => {
    throw new Error(`${error.message}\n${log}`)
  })
  const origin = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 30_000
  while ((await fetch(`${origin}/robots.txt`).then((response) => response.status, () => 0)) !== 200) {
    if (Date.now() > deadline) {
      child.kill()
      throw new Error(`wrangler dev listens on ${port} but serves nothing\n${log}`)
    }
    await new Promise((wait) => setTimeout(wait, 100))
  }
  return { origin, port, stop: stopper(child, 'wrangler') }
}

/**
 * The environment without libfaketime (Debian's `faketime`, which the suite is run under to prove it
 * passes at any hour): under it, wrangler's requests to its own workerd never complete and the edge
 * never answers. The edge keeps no time of its own that a test reads; what turns on the hour is in
 * the pages, on the browser's fixed clock.
 */
function realClock(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  if (!env.LD_PRELOAD?.includes('faketime')) return env
  return Object.fromEntries(Object.entries(env).filter(([name]) => !['LD_PRELOAD', 'FAKETIME', 'FAKETIME_SHARED'].includes(name)))
}

/** The project's Node 22 (wrangler needs 22.12 or later), else this process's. */
const projectNode = () => (existsSync('node_modules/.bin/node') ? resolve('node_modules/.bin/node') : process.execPath)

/** Starts `npm start`'s server (server/serve.ts) on the port, with the project's Node. */
export async function startNodeServer({ port }: { port: number }): Promise<RunningServer> {
  const child = spawn(projectNode(), ['server/serve.ts'], { env: { ...process.env, PORT: String(port) }, stdio: ['ignore', 'ignore', 'inherit'] })
  await startedOrExited(child, port, 'server/serve.ts')
  return { origin: `http://127.0.0.1:${port}`, port, pid: child.pid, stop: stopper(child, 'node') }
}

/**
 * Checks the production configuration itself, deploy/nginx.conf, with `nginx -t`: the prefix it
 * expects (deploy/, dist/, tls/ with a throwaway self-signed certificate, logs/). Nothing is bound.
 * Returns nginx's complaint, or undefined when it accepts the file.
 */
export async function checkProductionConfiguration(dist = resolve('dist')): Promise<string | undefined> {
  const prefix = await mkdtemp(join(tmpdir(), 'amigo-nginx-t-'))
  try {
    await mkdir(join(prefix, 'deploy'))
    for (const file of ['nginx.conf', 'amigo-http.conf', 'amigo-site.conf']) await symlink(resolve('deploy', file), join(prefix, 'deploy', file))
    await symlink(dist, join(prefix, 'dist'))
    await mkdir(join(prefix, 'logs'))
    await mkdir(join(prefix, 'temp'))
    await mkdir(join(prefix, 'tls'))
    const certificate = spawnSync('openssl', [
      'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=amigo-riga.example',
      '-keyout', join(prefix, 'tls', 'privkey.pem'), '-out', join(prefix, 'tls', 'fullchain.pem'),
    ], { encoding: 'utf8' })
    if (certificate.status !== 0) return `openssl could not make a test certificate: ${certificate.stderr}`
    const check = spawnSync(nginxBinary, ['-p', `${prefix}/`, '-c', 'deploy/nginx.conf', '-t'], { encoding: 'utf8' })
    return check.status === 0 ? undefined : check.stderr
  } finally {
    await rm(prefix, { recursive: true, force: true })
  }
}
