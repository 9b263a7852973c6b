// The plainest page that could work, built from the same sources for the Lighthouse benchmark
// (./lighthouse.ts): the same prerendered HTML, the stylesheet as Vite writes it, and one
// `<script type="module" async>` at the end of <body> that hydrates (./plainEntry.tsx), with the
// whole catalog of the page's language and Vite's own chunks. Variants: the script started after
// the first paint (./plainAfterPaint.ts), and critical CSS from Beasties. Each is a copy of the
// build, with the plain build's files beside the site's own.
import { cp, mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build, type Manifest } from 'vite'
import Beasties from 'beasties'
import { sitePlugins } from '../../vite.config.ts'
import { compress } from '../build/compress.ts'
import { writeSecurityHeaders } from '../build/securityHeaders.ts'

const entries = { plain: 'scripts/bench/plainEntry.tsx', afterPaint: 'scripts/bench/plainAfterPaint.ts' }
export type PlainScript = keyof typeof entries

/** A copy of the site with the plain build's files in it, and those files' addresses. */
export interface PlainBuild {
  dir: string
  scripts: Record<PlainScript, string>
  stylesheet: string
}

async function htmlFiles(dir: string): Promise<string[]> {
  const files = await readdir(dir, { withFileTypes: true, recursive: true })
  return files.filter((file) => file.isFile() && file.name.endsWith('.html')).map((file) => join(file.parentPath, file.name))
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

/** Copies the built site in `dist` and builds the plain client into the copy, with Vite's defaults. */
export async function plainBuild(dist: string): Promise<PlainBuild> {
  const dir = await mkdtemp(join(tmpdir(), 'amigo-plain-build-'))
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
      rollupOptions: { input: entries },
    },
  })
  const manifest = JSON.parse(await readFile(join(dir, 'plain-manifest.json'), 'utf8')) as Manifest
  const file = (key: string) => {
    const chunk = manifest[key]
    if (!chunk) throw new Error(`the plain build wrote no ${key}`)
    return `/${chunk.file}`
  }
  return { dir, scripts: { plain: file(entries.plain), afterPaint: file(entries.afterPaint) }, stylesheet: file('style.css') }
}

/**
 * A copy of the plain build whose pages load `script`; with `criticalCss`, Beasties inlines the rules
 * each page uses and moves the stylesheet to the end of <body> (its one way to load it without an
 * inline script or event handler, which the security policy refuses). Returns its directory.
 */
export async function plainCopy(built: PlainBuild, script: PlainScript, { criticalCss = false } = {}): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'amigo-plain-'))
  await cp(built.dir, dir, { recursive: true })
  // Fonts: their @font-face rules inlined, and no preloads of Beasties' own (the page preloads its language's).
  const beasties = new Beasties({ path: dir, publicPath: '/', preload: 'body', pruneSource: false, inlineFonts: true, preloadFonts: false, logLevel: 'warn' })
  for (const file of await htmlFiles(dir)) {
    const html = await readFile(file, 'utf8')
    const plain = plainHtml(html, { script: built.scripts[script], stylesheet: built.stylesheet })
    if (plain !== html) await writeFile(file, criticalCss ? await beasties.process(plain) : plain)
  }
  await compress(dir)
  await writeSecurityHeaders({ root: dir })
  return dir
}
