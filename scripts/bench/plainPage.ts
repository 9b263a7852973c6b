// The plainest page that could work, built from the same sources for the Lighthouse benchmark
// (./lighthouse.ts): the same prerendered HTML, the stylesheet as Vite writes it, and one
// `<script type="module" async>` at the end of <body> that hydrates (./plainEntry.tsx), with the
// whole catalog of the page's language and Vite's own chunks. Optionally with critical CSS from
// Beasties. Written into a copy of the build, beside the site's own files.
import { cp, mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build, type Manifest } from 'vite'
import Beasties from 'beasties'
import { sitePlugins } from '../../vite.config.ts'
import { compress } from '../build/compress.ts'
import { writeSecurityHeaders } from '../build/securityHeaders.ts'

const entry = 'scripts/bench/plainEntry.tsx'

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries.filter((file) => file.isFile() && file.name.endsWith('.html')).map((file) => join(file.parentPath, file.name))
}

/** The page with today's loading taken out and the plain one put in. */
export function plainHtml(html: string, { script, stylesheet }: { script: string; stylesheet: string }): string {
  if (!/<script type="module"/.test(html)) return html
  return html
    .replace(/<style(?: id="react-aria-pressable-style")?>[\s\S]*?<\/style>/g, '')
    .replace(/<script type="module"[^>]*><\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '')
    .replace('</head>', `<link rel="stylesheet" href="${stylesheet}"></head>`)
    .replace('</body>', `<script type="module" async src="${script}"></script></body>`)
}

/** Copies the built site in `dist` and turns every page with scripts into the plain page. Returns the copy's directory. */
export async function plainCopy(dist: string): Promise<string> {
  const copy = await mkdtemp(join(tmpdir(), 'amigo-plain-'))
  await cp(dist, copy, { recursive: true })
  await build({
    configFile: false,
    logLevel: 'warn',
    plugins: sitePlugins({ router: true }),
    envPrefix: ['VITE_', 'SITE_'],
    build: {
      outDir: copy,
      emptyOutDir: false,
      copyPublicDir: false,
      target: 'es2022',
      manifest: 'plain-manifest.json',
      cssCodeSplit: false,
      assetsInlineLimit: (file) => (file.includes('/menu-art/') || file.includes('/site-art/') ? false : undefined),
      rollupOptions: { input: { plain: entry } },
    },
  })
  const manifest = JSON.parse(await readFile(join(copy, 'plain-manifest.json'), 'utf8')) as Manifest
  const script = manifest[entry]
  const stylesheet = manifest['style.css']
  if (!script || !stylesheet) throw new Error('the plain build wrote no entry or no stylesheet')
  for (const file of await htmlFiles(copy)) {
    const html = await readFile(file, 'utf8')
    await writeFile(file, plainHtml(html, { script: `/${script.file}`, stylesheet: `/${stylesheet.file}` }))
  }
  await compress(copy)
  await writeSecurityHeaders({ root: copy })
  return copy
}

/**
 * A copy of the plain page in `plain` with Beasties' critical CSS: each page inlines the rules its
 * markup uses, and the stylesheet moves to the end of <body> (Beasties' one way to load it without
 * an inline script or event handler, which the security policy refuses).
 */
export async function withCriticalCss(plain: string): Promise<string> {
  const copy = await mkdtemp(join(tmpdir(), 'amigo-plain-beasties-'))
  await cp(plain, copy, { recursive: true })
  const beasties = new Beasties({ path: copy, publicPath: '/', preload: 'body', pruneSource: false, fonts: false, logLevel: 'warn' })
  for (const file of await htmlFiles(copy)) {
    const html = await readFile(file, 'utf8')
    if (html.includes('<script type="module" async')) await writeFile(file, await beasties.process(html))
  }
  await compress(copy)
  await writeSecurityHeaders({ root: copy })
  return copy
}
