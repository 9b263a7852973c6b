// The site on Cloudflare's edge (wrangler.jsonc): the platform serves every file of dist/ itself, with
// the headers of dist/_headers, and runs this Worker only for what no file answers, and for the
// not-found pages' own addresses. It answers as nginx and `npm start` do: status 404 with the
// not-found page the router renders at the path (./notFoundPage.ts, the rule nginx's is generated
// from), carrying that page's headers, so a missing asset is never cached for a year and an
// address outside every language still gets a policy; 405 for other methods. docs/deploying.md.
import { allowedMethods } from './headers.ts'
import { notFoundPageFor } from './notFoundPage.ts'

interface Env {
  /** The site's files, with dist/_headers applied (the `assets` binding of wrangler.jsonc). */
  ASSETS: { fetch(request: Request): Promise<Response> }
}

function decoded(pathname: string): string {
  try {
    return decodeURIComponent(pathname)
  } catch {
    return pathname
  }
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const url = new URL(request.url)
    // The platform serves an HTML file at its address without `.html` (html_handling).
    const page = new URL(notFoundPageFor(decoded(url.pathname)).replace(/\.html$/, ''), url)
    const found = await env.ASSETS.fetch(new Request(page, { headers: request.headers }))
    const headers = new Headers(found.headers)
    headers.delete('ETag')
    if (!allowedMethods.includes(request.method)) {
      headers.set('Allow', allowedMethods.join(', '))
      headers.set('Content-Type', 'text/plain; charset=utf-8')
      return new Response('Method not allowed\n', { status: 405, headers })
    }
    return new Response(request.method === 'HEAD' ? null : found.body, { status: 404, headers })
  },
}
