import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createSiteServer } from '../../server/serve.ts'
import { siteCopy } from './paths'

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
 * port of its own for each test, with a list of what it answered.
 */
export class SiteServer {
  readonly requests: SiteRequest[] = []
  private readonly handle: (request: IncomingMessage, response: ServerResponse) => void
  private readonly servers = new Set<Server>()

  constructor() {
    const site = createSiteServer({ root: siteCopy })
    this.handle = (request, response) => {
      const path = new URL(request.url ?? '/', 'http://localhost').pathname
      const document = request.headers['sec-fetch-dest'] === 'document' || /text\/html/.test(request.headers.accept ?? '')
      response.on('finish', () => this.requests.push({ path, method: request.method ?? 'GET', status: response.statusCode, document }))
      site.emit('request', request, response)
    }
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
