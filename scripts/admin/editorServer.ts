import { spawn, type ChildProcess } from 'node:child_process'
import { createServer, type Server } from 'node:http'
import { mkdtemp, rm } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import send from 'send'
import { adminPath, editorBackend, writeAdmin } from './writeAdmin.ts'

export interface RunningEditor {
  /** The editor's page: http://localhost:<port>/admin/ */
  url: string
  stop: () => Promise<void>
}

/** Resolves once the proxy says it listens, or fails with its words. */
function proxyReady(proxy: ChildProcess): Promise<void> {
  return new Promise((ready, failed) => {
    let said = ''
    proxy.stdout?.on('data', (chunk: Buffer) => {
      said += chunk.toString()
      process.stdout.write(chunk)
      if (said.includes('listening')) ready()
    })
    proxy.on('exit', (code) => failed(new Error(`decap-server stopped (${code}): ${said}`)))
  })
}

/**
 * The editor on a checkout: Decap CMS's proxy (decap-server) writing the checkout's files in place,
 * and the editor's page, served on localhost (where Decap uses the proxy by itself). Both listen on
 * the loopback address only.
 */
export async function startEditor({ checkout = process.cwd(), port = 0, proxyPort = 8081 }: { checkout?: string; port?: number; proxyPort?: number } = {}): Promise<RunningEditor> {
  const root = await mkdtemp(join(tmpdir(), 'amigo-admin-'))
  await writeAdmin(root, editorBackend(), { proxyUrl: `http://localhost:${proxyPort}/api/v1` })
  const proxyScript = fileURLToPath(import.meta.resolve('decap-server'))
  const proxy = spawn(process.execPath, [proxyScript], {
    env: { ...process.env, PORT: String(proxyPort), BIND_HOST: '127.0.0.1', GIT_REPO_DIRECTORY: checkout, MODE: 'fs', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  await proxyReady(proxy)
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname
    if (!path.startsWith(adminPath)) {
      response.writeHead(302, { Location: adminPath }).end()
      return
    }
    send(request, path, { root, index: ['index.html'] })
      .on('error', () => response.writeHead(404).end('Not found'))
      .pipe(response)
  })
  await new Promise<void>((listening) => server.listen(port, '127.0.0.1', listening))
  return {
    url: `http://localhost:${(server.address() as AddressInfo).port}${adminPath}`,
    stop: async () => {
      proxy.kill()
      server.closeAllConnections()
      await new Promise((closed) => server.close(closed))
      await rm(root, { recursive: true, force: true })
    },
  }
}
