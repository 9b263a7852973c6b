// `npm run dev`: Vite in middleware mode, rendering each request with the same server renderer the
// prerender uses, and the same page script, so islands hydrate in development as they do in production.
import { createServer as createHttpServer } from 'node:http'
import { createServer as createViteServer } from 'vite'
import type { ServerEntry } from '../site/serverEntry.ts'
import { clientEntry } from '../../vite.config.ts'
import { earlyTapScript } from '../../src/components/islands/islandMarkup.ts'

const vite = await createViteServer({ server: { middlewareMode: true }, appType: 'custom' })
const port = Number(process.env.PORT) || 5173

createHttpServer((request, response) => {
  vite.middlewares(request, response, async () => {
    try {
      const { renderPage } = (await vite.ssrLoadModule('/src/entry-server.tsx')) as ServerEntry
      const page = await renderPage(`http://localhost:${port}${request.url}`)
      const html = await vite.transformIndexHtml(request.url ?? '/', page.html)
      response.writeHead(page.status, { 'Content-Type': 'text/html; charset=utf-8', ...(page.location ? { Location: page.location } : {}) })
      response.end(html.replace('</head>', `<script>${earlyTapScript()}</script></head>`).replace('</body>', `<script type="module" async src="/${clientEntry}"></script></body>`))
    } catch (error) {
      if (error instanceof Error) vite.ssrFixStacktrace(error)
      response.writeHead(500, { 'Content-Type': 'text/plain' })
      response.end(error instanceof Error ? (error.stack ?? error.message) : String(error))
    }
  })
}).listen(port, () => console.log(`Development server at http://localhost:${port}/`))
