// Serves the production build: static files from dist/, and the not-found page with status 404 for
// any other path (in the path's language when it starts with one).
import { createServer } from 'node:http'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import sirv from 'sirv'

const languages = ['lv', 'es', 'en', 'ru', 'de', 'et', 'fi']

export function createSiteServer({ root = 'dist' } = {}) {
  const serveStatic = sirv(root, {
    extensions: ['html'],
    etag: true,
    // The build writes .br and .gz beside each file (scripts/compress.mjs).
    brotli: true,
    gzip: true,
    setHeaders(response, pathname) {
      response.setHeader('X-Content-Type-Options', 'nosniff')
      // Vite puts a content hash in every file name under /assets/.
      if (pathname.startsWith('/assets/')) response.setHeader('Cache-Control', 'public, max-age=31536000, immutable')
      else response.setHeader('Cache-Control', 'no-cache')
    },
  })

  return createServer((request, response) => {
    serveStatic(request, response, async () => {
      const [, language, section] = new URL(request.url ?? '/', 'http://localhost').pathname.split('/')
      const page = !languages.includes(language)
        ? join(root, '404.html')
        : section === 'blog'
          ? join(root, language, 'blog', '404.html')
          : join(root, language, '404.html')
      response.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache', 'X-Content-Type-Options': 'nosniff' })
      response.end(request.method === 'HEAD' ? undefined : await readFile(page))
    })
  })
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.PORT) || 4173
  createSiteServer().listen(port, () => console.log(`Amigo is served at http://localhost:${port}/`))
}
