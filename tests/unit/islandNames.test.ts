import { readdirSync, readFileSync } from 'node:fs'
import { basename, dirname, join, resolve } from 'node:path'
import { expect, it } from 'vitest'
import { islandFileSuffix, islandNameOfFile, islandNames } from '../../src/components/islands/islandMarkup'
import { islandsDir } from '../../vite.config.ts'

// An island is named three times: in the list of names (`IslandName`, which the placing code must
// use), by its entry's file (which the browser loads by that name, and which names its chunk and its
// messages), and where it is placed, beside the component the server renders. These must agree, or
// the browser hydrates one island's HTML with another's code.

const entries = readdirSync(islandsDir).filter((file) => file.endsWith(islandFileSuffix))

/** The modules that may place an island: every component under src/ but the entries. */
const sources = readdirSync('src', { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.tsx') && !file.endsWith(islandFileSuffix))
  .map((file) => join('src', file))

/** A file's `<Island>` elements, and those written `<Island name="…" component={…}`, with where that component is imported from. */
function placementsIn(file: string) {
  const code = readFileSync(file, 'utf8')
  const imports = [...code.matchAll(/import\s*\{([^}]*)\}\s*from\s*'([^']+)'/g)].flatMap(([, names = '', module = '']) =>
    names.split(',').map((entry) => {
      const [exported = '', local = exported] = entry.replace(/^\s*type\s+/, '').trim().split(/\s+as\s+/)
      return { local, exported, module: resolve(dirname(file), module) }
    }),
  )
  const placements = [...code.matchAll(/<Island\s+name="(\w+)"\s+component=\{(\w+)\}/g)].map(([, name = '', component = '']) => ({
    file,
    name,
    component,
    from: imports.find(({ local }) => local === component),
  }))
  return { file, elements: [...code.matchAll(/<Island\b(?!Root)/g)].length, placements }
}

const found = sources.map(placementsIn)
const placed = found.flatMap(({ placements }) => placements)

it('has an entry for every island’s name, and a name for every entry', () => {
  expect(entries.map(islandNameOfFile).toSorted()).toEqual([...islandNames].toSorted())
})

it('places each island in one component of its own, {name}Island.tsx beside the component it hydrates', () => {
  for (const name of islandNames) {
    const places = placed.filter((place) => place.name === name)
    expect(places.map(({ file }) => file), `${name}: placed once, and pages place that component`).toHaveLength(1)
    const [{ file, component, from }] = places as [(typeof places)[number]]
    expect(basename(file), `${name}: its placement component`).toBe(`${name}Island.tsx`)
    expect(from && dirname(from.module), `${file}: beside ${component}`).toBe(resolve(dirname(file)))
  }
})

it('finds every island where it is placed: each <Island> names it first, then its component', () => {
  for (const { file, elements, placements } of found) expect(placements.length, `${file}: <Island name="…" component={…}`).toBe(elements)
  expect([...new Set(placed.map(({ name }) => name))].toSorted()).toEqual([...islandNames].toSorted())
})

// It imports every placing module and island entry cold, each with its components: 2–5 s on a busy
// two-core machine, over Vitest's 5 s default once the menu's pictures became islands; more since the
// placing modules read the public holidays (date-holidays, 1.5 MB) for the live line.
it('renders on the server the component that the island’s entry gives the browser', { timeout: 90_000 }, async () => {
  for (const { file, name, component, from } of placed) {
    expect(from, `${file}: ${component} is imported by name`).toBeDefined()
    // One after the other: imported at once, a module can be instantiated twice, and its exports differ.
    const placedModule = (await import(from!.module)) as Record<string, unknown>
    const entry = (await import(resolve(islandsDir, `${name}${islandFileSuffix}`))) as { default: unknown }
    expect(placedModule[from!.exported] === entry.default, `${file} places ${name} with ${component}, which is not what ${islandsDir}/${name}${islandFileSuffix} exports`).toBe(true)
  }
})
