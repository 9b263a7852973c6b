import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { messageIdsIn } from '../../scripts/site/catalogParts/messageIds'
import { isShellRouteFile, pageRouteFiles, routeIdOfFile } from '../../scripts/site/catalogParts/routeParts'

// The build's cutting of catalogs per route (scripts/site/catalogParts). Whether every page really gets
// all its messages is checked in the browser (tests/browser/catalogParts.spec.ts); these check the
// two assumptions it rests on.

describe('the message ids a module uses', () => {
  it('are read from what Lingui’s macro leaves: descriptors and <Trans id>', () => {
    const code = [
      'const a = i18n._(/*i18n*/ { id: "Kp2_bQ" })',
      "const b = msg({ id: 'x-9Y+z', message: 'Menu' })",
      'jsx(Trans, { id: "AbC/12", values: { name } })',
      '<Trans id="q1w2e3" components={{ 0: <b /> }} />',
      'const c = { id: "say \\"hi\\"" }',
    ].join('\n')
    expect(messageIdsIn(code).toSorted()).toEqual(['AbC/12', 'Kp2_bQ', 'q1w2e3', 'say "hi"', 'x-9Y+z'])
  })

  it('are none where no message is used', () => {
    expect(messageIdsIn('const width = grid(3); const identity = (x) => x')).toEqual([])
  })
})

describe('the parts of the route tree', () => {
  const routesDir = fileURLToPath(new URL('../../src/routes', import.meta.url))
  const routeTree = readFileSync(fileURLToPath(new URL('../../src/routeTree.gen.ts', import.meta.url)), 'utf8')
  const routeIds = [...(routeTree.match(/interface FileRoutesById \{([^}]*)\}/)?.[1] ?? '').matchAll(/^\s*'?([^':\s]+)'?:/gm)].map((match) => match[1])

  it('name each page part by the id the router gives its route, so a navigation finds its part', () => {
    const pageIds = pageRouteFiles(routesDir).map(routeIdOfFile)
    expect(pageIds).toContain('/$lang/menu')
    expect(pageIds).toContain('/$lang/')
    expect(pageIds).toContain('/$lang/blog/$id')
    expect(routeIds).toEqual(expect.arrayContaining(pageIds))
  })

  it('leave only the root and the layouts to the shell', () => {
    expect(isShellRouteFile('__root.tsx')).toBe(true)
    expect(isShellRouteFile('$lang/route.tsx')).toBe(true)
    expect(isShellRouteFile('$lang/menu.tsx')).toBe(false)
    const pageIds = new Set(pageRouteFiles(routesDir).map(routeIdOfFile))
    expect(routeIds.filter((id) => !pageIds.has(id as string)).toSorted()).toEqual(['/$lang', '__root__'])
  })
})
