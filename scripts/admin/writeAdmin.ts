// The editor at /admin: Decap CMS's own build (its package's script-tag distribution, with React
// inside it) beside a page that loads it and the configuration made from the data files' schema.
// Not a page of the site: no visitor's page links to it or loads any of it, the sitemap and the
// offline copy leave it out, it asks search engines not to index it, and it has its own security
// policy (scripts/site/securityHeaders.ts).
import { copyFile, mkdir, readdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { editorConfig, type EditorBackend } from './editorConfig.ts'

/** Where the editor is served. */
export const adminPath = '/admin/'

/** The repository and authentication the deployed editor uses, from the build's environment (docs/owner.md, "The editor"). */
export function editorBackend(environment: NodeJS.ProcessEnv = process.env): EditorBackend {
  return { repo: environment.ADMIN_REPO || 'amigo-riga/website', authUrl: environment.ADMIN_AUTH_URL || undefined, branch: environment.ADMIN_BRANCH || undefined }
}

const page = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex, nofollow">
    <title>Amigo · editor</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml">
    <!-- Absolute, so the page works at /admin and /admin/ alike (the edge serves both). -->
    <link rel="cms-config-url" href="${adminPath}config.yml" type="text/yaml">
  </head>
  <body>
    <script src="${adminPath}decap-cms.js"></script>
  </body>
</html>
`

/** Writes the editor into `<dist>/admin/`; returns its folder. */
export async function writeAdmin(dist = 'dist', backend = editorBackend(), local?: { proxyUrl: string }): Promise<string> {
  const folder = join(dist, adminPath)
  await mkdir(folder, { recursive: true })
  // The package's main file is its script-tag build; the chunks and WebAssembly it loads lie beside it.
  const decapFolder = dirname(fileURLToPath(import.meta.resolve('decap-cms')))
  const files = (await readdir(decapFolder)).filter((file) => /^(decap-cms\.js|\d+\.decap-cms\.js|[0-9a-f]+\.wasm|decap-cms\.js\.LICENSE\.txt)$/.test(file))
  await Promise.all(files.map((file) => copyFile(join(decapFolder, file), join(folder, file))))
  await writeFile(join(folder, 'index.html'), page)
  // Decap reads config.yml beside its page; JSON is YAML too.
  await writeFile(join(folder, 'config.yml'), `${JSON.stringify(editorConfig(backend, local), null, 2)}\n`)
  return folder
}
