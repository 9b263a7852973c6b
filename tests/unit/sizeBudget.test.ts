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

/** An island in a page, as the server writes it (src/components/islands/islandMarkup.ts). */
const island = (name: string, load: string) => `<amigo-island data-island="${name}" data-load="${load}"></amigo-island>`
const page = (language: string, ...islands: string[]) => `<html lang="${language}"><body>${islands.join('')}<script type="module" src="/assets/entry.js"></script></body></html>`

it('counts what a visit loads untouched: the page’s script, and each island that wakes by itself with what it imports and its own part', async () => {
  const dir = build(
    {
      'lv/menu/index.html': page('lv', island('Index', 'idle'), island('Filter', 'interaction')),
      'ru/menu/index.html': page('ru', island('Index', 'idle'), island('Status', 'visible')),
      'lv/about/index.html': page('lv'),
      'lv/offline/index.html': page('lv', island('Index', 'idle')),
      'assets/entry.js': kilobytes(1), 'assets/hydrate.js': kilobytes(10), 'assets/react.js': kilobytes(3),
      'assets/index.js': kilobytes(2), 'assets/status.js': kilobytes(4), 'assets/filter.js': kilobytes(50),
      'assets/lv-index.js': kilobytes(1), 'assets/ru-index.js': kilobytes(2), 'assets/ru-status.js': kilobytes(1),
    },
    {
      'src/entry-client.ts': { file: 'assets/entry.js', isEntry: true, dynamicImports: ['src/components/islands/hydrateIsland.tsx'] },
      'src/components/islands/hydrateIsland.tsx': { file: 'assets/hydrate.js', isDynamicEntry: true, imports: ['_react.js'] },
      '_react.js': { file: 'assets/react.js' },
      'src/components/islands/Index.island.tsx': { file: 'assets/index.js', isDynamicEntry: true, imports: ['_react.js'] },
      'src/components/islands/Status.island.tsx': { file: 'assets/status.js', isDynamicEntry: true },
      'src/components/islands/Filter.island.tsx': { file: 'assets/filter.js', isDynamicEntry: true },
      'locales/lv/messages.po?part=Index': { file: 'assets/lv-index.js' },
      'locales/ru/messages.po?part=Index': { file: 'assets/ru-index.js' },
      'locales/ru/messages.po?part=Status': { file: 'assets/ru-status.js' },
    },
  )
  const kb = Object.fromEntries((await measure(dir)).map(({ page, bytes }) => [page, Math.round(bytes / 1024)]))
  // The page without islands loads the script alone; the offline page is not measured (it has none).
  expect(kb).toEqual({ '/lv/about/index.html': 1, '/lv/menu/index.html': 17, '/ru/menu/index.html': 23 })
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
