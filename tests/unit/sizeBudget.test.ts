import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, expect, it } from 'vitest'
import { measure } from '../../scripts/checks/sizeBudget.ts'
import { pagesManifestFile, type BuiltPage, type PageKind } from '../../scripts/site/pagesManifest.ts'

const builds: string[] = []
afterEach(() => {
  for (const dir of builds.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** A build with these files, pages and manifest (the keys Vite gives the entries, islands and catalog parts). */
function build(files: Record<string, string | Buffer>, pages: BuiltPage[], manifest: Record<string, object>): string {
  const dir = mkdtempSync(join(tmpdir(), 'amigo size '))
  builds.push(dir)
  for (const [path, content] of Object.entries({ ...files, [pagesManifestFile]: JSON.stringify(pages), '.vite/manifest.json': JSON.stringify(manifest) })) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), content)
  }
  return dir
}

// Random bytes do not compress: each file weighs about what it holds.
const kilobytes = (kb: number) => randomBytes(kb * 1024)

/** A page as the prerender lists it (scripts/site/pagesManifest.ts), running the page's script. */
const listedPage = (path: string, kind: PageKind, ...islands: [name: string, load: string][]): BuiltPage => ({
  path,
  file: `${path.slice(1)}/index.html`,
  language: path.slice(1, 3) as BuiltPage['language'],
  kind,
  route: '',
  status: 200,
  script: kind === 'offline' ? null : 'assets/entry.js',
  islands: islands.map(([name, load]) => ({ name, load })),
})

it('counts what a visit loads untouched: the page’s script, and each island that wakes by itself with what it imports and its own part', async () => {
  const dir = build(
    {
      'assets/entry.js': kilobytes(1), 'assets/hydrate.js': kilobytes(10), 'assets/react.js': kilobytes(3),
      'assets/index.js': kilobytes(2), 'assets/status.js': kilobytes(4), 'assets/filter.js': kilobytes(50),
      'assets/lv-index.js': kilobytes(1), 'assets/ru-index.js': kilobytes(2), 'assets/ru-status.js': kilobytes(1),
    },
    [
      listedPage('/lv/menu', 'menu', ['Index', 'idle'], ['Filter', 'interaction']),
      listedPage('/ru/menu', 'menu', ['Index', 'idle'], ['Status', 'visible']),
      listedPage('/lv/about', 'about'),
      listedPage('/lv/offline', 'offline', ['Index', 'idle']),
    ],
    {
      'src/entry-client.ts': { file: 'assets/entry.js', isEntry: true, dynamicImports: ['src/components/islands/hydrateIsland.tsx'] },
      'src/components/islands/hydrateIsland.tsx': { file: 'assets/hydrate.js', isDynamicEntry: true, imports: ['_react.js'] },
      '_react.js': { file: 'assets/react.js' },
      'src/components/islands/entries/Index.island.tsx': { file: 'assets/index.js', isDynamicEntry: true, imports: ['_react.js'] },
      'src/components/islands/entries/Status.island.tsx': { file: 'assets/status.js', isDynamicEntry: true },
      'src/components/islands/entries/Filter.island.tsx': { file: 'assets/filter.js', isDynamicEntry: true },
      'locales/lv/messages.po?part=Index': { file: 'assets/lv-index.js' },
      'locales/ru/messages.po?part=Index': { file: 'assets/ru-index.js' },
      'locales/ru/messages.po?part=Status': { file: 'assets/ru-status.js' },
    },
  )
  const kb = Object.fromEntries((await measure(dir)).map(({ page, bytes }) => [page, Math.round(bytes / 1024)]))
  // The page without islands loads the script alone; the offline page is not measured (it has none).
  expect(kb).toEqual({ '/lv/about/index.html': 1, '/lv/menu/index.html': 17, '/ru/menu/index.html': 23 })
})
