// The plainest page that could work, built from the same sources for the Lighthouse benchmark
// (./lighthouse.ts): the same prerendered HTML, the stylesheet as Vite writes it, and one
// `<script type="module" async>` at the end of <body> that hydrates at once (./plainEntry.tsx), with
// the whole catalog of the page's language and Vite's own chunks. A copy of the build, with the plain
// build's files beside the site's own; with `inlineStyles`, the page keeps the site's inlined
// stylesheet instead of linking Vite's file.
import { cp, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build, type Manifest } from 'vite'
import { sitePlugins } from '../../vite.config.ts'
import { compress } from '../site/compress.ts'
import { writeSecurityHeaders } from '../site/securityHeaders.ts'

const entry = 'scripts/bench/plainEntry.tsx'

/** The page with the site's script taken out and the plain one put in. */
export function plainHtml(html: string, { script, stylesheet }: { script: string; stylesheet?: string | undefined }): string {
  if (!/<script type="module"/.test(html)) return html
  const page = html.replace(/<script type="module"[^>]*><\/script>/g, '').replace('</body>', `<script type="module" async src="${script}"></script></body>`)
  return stylesheet ? page.replace(/<style>[\s\S]*?<\/style>/, '').replace('</head>', `<link rel="stylesheet" href="${stylesheet}"></head>`) : page
}

/** Copies the built site in `dist`, builds the plain client into the copy with Vite's defaults, and rewrites its pages. */
export async function plainCopy(dist: string, { inlineStyles = false } = {}): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'amigo-plain-'))
  await cp(dist, dir, { recursive: true })
  await build({
    configFile: false,
    logLevel: 'warn',
    plugins: sitePlugins({ router: true }),
    envPrefix: ['VITE_', 'SITE_'],
    build: {
      outDir: dir,
      emptyOutDir: false,
      copyPublicDir: false,
      target: 'es2022',
      manifest: 'plain-manifest.json',
      cssCodeSplit: false,
      assetsInlineLimit: (file) => (file.includes('/menu-art/') || file.includes('/site-art/') ? false : undefined),
      rollupOptions: { input: { plain: entry } },
    },
  })
  const manifest = JSON.parse(await readFile(join(dir, 'plain-manifest.json'), 'utf8')) as Manifest
  const [script, stylesheet] = [manifest[entry]?.file, manifest['style.css']?.file]
  if (!script || !stylesheet) throw new Error('the plain build wrote no entry or no stylesheet')
  const files = (await readdir(dir, { withFileTypes: true, recursive: true })).filter((file) => file.isFile() && file.name.endsWith('.html'))
  for (const file of files) {
    const path = join(file.parentPath, file.name)
    await writeFile(path, plainHtml(await readFile(path, 'utf8'), { script: `/${script}`, stylesheet: inlineStyles ? undefined : `/${stylesheet}` }))
  }
  await rm(join(dir, 'plain-manifest.json'))
  await compress(dir)
  await writeSecurityHeaders({ root: dir })
  return dir
}
