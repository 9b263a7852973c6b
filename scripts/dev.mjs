// `npm run dev`: Vite in middleware mode, rendering each request with the same server renderer the
// prerender uses, so pages hydrate in development as they do in production.
import { createServer as createHttpServer } from 'node:http'
import { createServer as createViteServer } from 'vite'

const vite = await createViteServer({ server: { middlewareMode: true }, appType: 'custom' })
const port = Number(process.env.PORT) || 5173

createHttpServer((request, response) => {
  vite.middlewares(request, response, async () => {
    try {
      const { renderPage } = await vite.ssrLoadModule('/src/entry-server.tsx')
      const page = await renderPage(`http://localhost:${port}${request.url}`)
      const html = await vite.transformIndexHtml(request.url ?? '/', page.html)
      const client = '<script type="module" src="/src/entry-client.tsx"></script>'
      response.writeHead(page.status, { 'Content-Type': 'text/html; charset=utf-8', ...(page.location ? { Location: page.location } : {}) })
      response.end(html.replace('</head>', `${client}</head>`))
    } catch (error) {
      vite.ssrFixStacktrace(error)
      response.writeHead(500, { 'Content-Type': 'text/plain' })
      response.end(String(error.stack ?? error))
    }
  })
}).listen(port, () => console.log(`Development server at http://localhost:${port}/`))
