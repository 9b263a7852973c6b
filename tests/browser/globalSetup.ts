import { mkdir, writeFile } from 'node:fs/promises'
import { createServer } from 'vite'

export const menuSnapshotPath = 'node_modules/.cache/amigo-tests/menu.json'

/** A section of the menu snapshot, with its texts in English (the catalogs' source). */
export interface SectionSnapshot {
  id: string
  title: string
  items: { id: string; name: string; prices: number[]; vegan: boolean }[]
}

/**
 * The menu's content as plain data for the browser tests: its modules use Lingui macros, so they
 * are loaded through Vite (with the site's plugins) rather than imported by Playwright.
 */
export default async function globalSetup() {
  const vite = await createServer({ server: { middlewareMode: true, hmr: false, ws: false }, appType: 'custom', logLevel: 'error' })
  try {
    const { allSections, itemPrices } = await vite.ssrLoadModule('/src/content/menu/menu.ts')
    type Item = { id: string; name: { message: string }; vegan?: boolean }
    const sections = allSections().map((section: { id: string; title: { message: string }; items: Item[] }) => ({
      id: section.id,
      title: section.title.message,
      items: section.items.map((item) => ({ id: item.id, name: item.name.message, prices: itemPrices(item), vegan: Boolean(item.vegan) })),
    }))
    await mkdir('node_modules/.cache/amigo-tests', { recursive: true })
    await writeFile(menuSnapshotPath, JSON.stringify(sections))
  } finally {
    await vite.close()
  }
}
