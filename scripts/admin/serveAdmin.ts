// `npm run admin`: the editor on the owner's laptop, editing this checkout. Decap CMS's own proxy
// (decap-server, on localhost:8081) writes the data files and photographs in place; `npm start`
// then shows the site with them, and a commit and push publishes them (docs/owner.md, "The editor").
//
//   npm run admin                         then open the address it prints
//   ADMIN_PORT=5000 npm run admin         another port for the editor's page (4180 unless set)
import { startEditor } from './editorServer.ts'

const editor = await startEditor({ port: Number(process.env.ADMIN_PORT ?? 4180) })
console.log(`The editor: ${editor.url} (it edits src/content/data/ of ${process.cwd()}; Ctrl+C to stop)`)
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    await editor.stop()
    process.exit(0)
  })
}
