import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createSiteServer } from '../../server/serve.ts'
import type { clientEntries } from '../../vite.config.ts'
import { siteCopy } from './paths'

/** The file names Vite gives the client entries start with their names in vite.config.ts. */
const [clientEntryName, hydrateEntryName] = ['client', 'hydrate'] satisfies (keyof typeof clientEntries)[]

/** A request the site answered. */
export interface SiteRequest {
  path: string
  method: string
  status: number
  /** A page (what a navigation asks for), not one of its files. */
  document: boolean
}

/**
 * The production server (server/serve.ts) over the suite's copy of the build, one per worker, on a
 * port of its own for each test, with a list of what it answered and a switch that slows the page's
 * scripts, as a slow connection would.
 */
export class SiteServer {
  readonly requests: SiteRequest[] = []
  /** Paths asked for, as they arrive (a slowed one is listed before it is answered). */
  readonly asked: string[] = []
  /** Milliseconds every module but the page's script (the client entry) waits before it is sent. */
  scriptDelay = 0
  /** Milliseconds a page (an HTML document) waits before it is sent. */
  pageDelay = 0
  private readonly handle: (request: IncomingMessage, response: ServerResponse) => void
  private readonly servers = new Set<Server>()

  constructor() {
    const site = createSiteServer({ root: siteCopy })
    this.handle = (request, response) => {
      const path = new URL(request.url ?? '/', 'http://localhost').pathname
      const document = request.headers['sec-fetch-dest'] === 'document' || /text\/html/.test(request.headers.accept ?? '')
      this.asked.push(path)
      response.on('finish', () => this.requests.push({ path, method: request.method ?? 'GET', status: response.statusCode, document }))
      const script = /^\/assets\/.*\.js$/.test(path) && !path.startsWith(`/assets/${clientEntryName}-`)
      const delay = document ? this.pageDelay : script ? this.scriptDelay : 0
      if (delay > 0) setTimeout(() => site.emit('request', request, response), delay)
      else site.emit('request', request, response)
    }
  }

  /** Whether the page's script has asked for the code that hydrates. */
  modulesRequested(): boolean {
    return this.asked.some((path) => path.startsWith(`/assets/${hydrateEntryName}-`))
  }

  /**
   * The site on a port of its own: an origin no browser has seen, so that nothing a browser keeps
   * per origin (its cache, localStorage, sessionStorage) carries over from another test, even in a
   * browser session the worker reuses (WebKit's). `close` ends it.
   */
  async listen(): Promise<{ origin: string; close(): void }> {
    const server = createServer(this.handle)
    this.servers.add(server)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const close = () => {
      server.closeAllConnections()
      server.close()
      this.servers.delete(server)
    }
    return { origin: `http://localhost:${(server.address() as AddressInfo).port}`, close }
  }

  close() {
    for (const server of this.servers) {
      server.closeAllConnections()
      server.close()
    }
    this.servers.clear()
  }
}
