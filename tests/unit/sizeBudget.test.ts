import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, expect, it } from 'vitest'
import { measure, pageKind } from '../../scripts/checks/sizeBudget.ts'
import { localizedPaths } from '../../src/content/pages'

const builds: string[] = []
afterEach(() => {
  for (const dir of builds.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** A build with these files and this manifest (the keys Vite gives the entries, routes and catalog parts). */
function build(files: Record<string, string | Buffer>, manifest: Record<string, object>): string {
  const dir = mkdtempSync(join(tmpdir(), 'amigo size '))
  builds.push(dir)
  for (const [path, content] of Object.entries({ ...files, '.vite/manifest.json': JSON.stringify(manifest) })) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), content)
  }
  return dir
}

// Random bytes do not compress: each file weighs about what it holds.
const kilobytes = (kb: number) => randomBytes(kb * 1024)

it('counts what a page loads before it is interactive: the entries, its route, its catalog parts, and what they import', async () => {
  const dir = build(
    {
      'lv/menu/index.html': '', 'ru/menu/index.html': '', 'lv/index.html': '',
      'assets/entry.js': kilobytes(1), 'assets/app.js': kilobytes(10), 'assets/menu.js': kilobytes(4), 'assets/home.js': kilobytes(8),
      'assets/lv-shell.js': kilobytes(2), 'assets/lv-menu.js': kilobytes(3), 'assets/ru-shell.js': kilobytes(5), 'assets/ru-menu.js': kilobytes(6),
      'assets/dialog.js': kilobytes(50),
    },
    {
      'src/entry-client.tsx': { file: 'assets/entry.js', isEntry: true, imports: ['_app.js'] },
      '_app.js': { file: 'assets/app.js' },
      'src/routes/$lang/menu.tsx?tsr-split=component': { file: 'assets/menu.js', imports: ['_app.js'], dynamicImports: ['src/Dialog.tsx'] },
      'src/routes/$lang/index.tsx?tsr-split=component': { file: 'assets/home.js' },
      'src/Dialog.tsx': { file: 'assets/dialog.js', isDynamicEntry: true },
      'locales/lv/messages.po?part=shell': { file: 'assets/lv-shell.js' },
      'locales/lv/messages.po?part=$lang/menu': { file: 'assets/lv-menu.js' },
      'locales/ru/messages.po?part=shell': { file: 'assets/ru-shell.js' },
      'locales/ru/messages.po?part=$lang/menu': { file: 'assets/ru-menu.js' },
    },
  )
  const kb = Object.fromEntries((await measure(dir)).map(({ page, bytes }) => [page, Math.round(bytes / 1024)]))
  expect(kb).toEqual({ '/lv/index.html': 21, '/lv/menu/index.html': 20, '/ru/menu/index.html': 26 })
})

it.each([
  ['/lv/index.html', 'home'],
  ['/ru/menu/index.html', 'menu'],
  ['/et/blog/index.html', 'blog'],
  // Whichever posts the content holds (the owner replaces the draft one).
  ...localizedPaths.filter((path) => path.startsWith('/blog/')).map((path) => [`/fi${path}/index.html`, 'post']),
  ['/de/blog/404.html', 'post not found'],
  ['/es/404.html', 'not found'],
  ['/404.html', 'not found'],
  ['/en/visit/index.html', 'visit'],
])('%s is a %s page', (page, kind) => expect(pageKind(page)).toBe(kind))
