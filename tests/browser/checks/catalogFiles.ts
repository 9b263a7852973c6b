import { readFileSync } from 'node:fs'

// Each island loads only its own catalog part (plugins/catalogParts), in the page's
// language; a message the code uses but the loaded parts lack is reported on the console
// (src/components/islands/hydrateIsland.tsx), which fails any test.

/** Built file → its catalog source, "ru/messages.po?part=MenuIndex" or "ru/messages.po" (the whole catalog). */
const manifest: Record<string, { file: string }> = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8'))
export const catalogFiles = new Map(
  Object.entries(manifest)
    .filter(([source]) => source.startsWith('locales/'))
    .map(([source, entry]) => [`/${entry.file}`, source.slice('locales/'.length)]),
)

/** The catalogs among the files a page downloaded (paths) that are not parts of its language's. */
export const foreignCatalogs = (downloaded: string[], language: string): string[] =>
  downloaded.flatMap((path) => catalogFiles.get(path) ?? []).filter((catalog) => !catalog.startsWith(`${language}/messages.po?part=`))
