import { createServer, type IncomingMessage, type Server } from 'node:http'
import { createServer as createTlsServer } from 'node:https'
import { readFileSync } from 'node:fs'
import type { AddressInfo, Socket } from 'node:net'
import { mapTileHost, tileFixture } from '../pageGuard'
import { certificatePaths } from './paths'

/** A request a page made off this machine, as the outside world saw it. */
export interface OutsideRequest {
  url: string
  /** Who asked: the site's origin for a page's own request; none for the browser's own traffic. */
  referer?: string
}

const tile = readFileSync(tileFixture)

/**
 * Everything off this machine, as the engines see it: a proxy every browser of the suite is set to
 * use for any host but localhost. It answers map tiles with the fixture picture and refuses
 * everything else, so no request leaves the machine, and it lists what was asked. HTTPS is
 * answered by terminating it here with a certificate of its own (the browsers are told to accept
 * it), so that the tile's path and the asking page are known.
 */
export class OutsideWorld {
  readonly requests: OutsideRequest[] = []
  private readonly proxy: Server

  constructor() {
    const [key, cert] = [readFileSync(certificatePaths.key), readFileSync(certificatePaths.certificate)]
    const tls = createTlsServer({ key, cert }, (request, response) => this.answer(request, response, 'https'))
    this.proxy = createServer((request, response) => this.answer(request, response, 'http'))
    this.proxy.on('connect', (_request, socket: Socket) => {
      socket.on('error', () => socket.destroy())
      socket.write('HTTP/1.1 200 Connection Established\r\n\r\n')
      tls.emit('connection', socket)
    })
  }

  private answer(request: IncomingMessage, response: import('node:http').ServerResponse, scheme: string) {
    const url = request.url?.startsWith('http') ? request.url : `${scheme}://${request.headers.host}${request.url}`
    this.requests.push({ url, referer: request.headers.referer })
    if (this.isTile(url)) {
      response.writeHead(200, { 'Content-Type': 'image/png', 'Access-Control-Allow-Origin': '*' })
      response.end(tile)
      return
    }
    response.writeHead(403, { 'Content-Type': 'text/plain' })
    response.end('Refused: tests never leave this machine')
  }

  /** The map tiles pages asked for, as `{ z, x, y }`, from the `since`th request on. */
  tiles(since = 0) {
    return this.requests
      .slice(since)
      .map(({ url }) => url.match(new RegExp(`^https://${mapTileHost}/(\\d+)/(\\d+)/(\\d+)\\.png$`)))
      .filter((match) => match !== null)
      .map(([, z, x, y]) => ({ z: Number(z), x: Number(x), y: Number(y) }))
  }

  isTile(url: string): boolean {
    return new URL(url).hostname === mapTileHost
  }

  async listen(): Promise<URL> {
    await new Promise<void>((resolve) => this.proxy.listen(0, '127.0.0.1', resolve))
    return new URL(`http://127.0.0.1:${(this.proxy.address() as AddressInfo).port}`)
  }

  close() {
    this.proxy.closeAllConnections()
    this.proxy.close()
  }
}
