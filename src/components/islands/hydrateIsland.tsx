import { startTransition, type ComponentType } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { i18n } from '@lingui/core'
import { IslandRoot } from './IslandRoot'
import { markIslandFailed } from './islandFailure'
import { hydratedAttribute, islandNameOfFile, readIsland, takeEarlyTap } from './islandMarkup'
import { loadIslandMessages } from '../../i18n/catalogs'
import { defaultLanguage, isLanguage } from '../../i18n/languages'

// Each island's code, its entry in ./entries/, loaded when the island is due.
const islandLoaders = Object.fromEntries(
  Object.entries(import.meta.glob<ComponentType<Record<string, unknown>>>('./entries/*.island.tsx', { import: 'default' })).map(([file, load]) => [islandNameOfFile(file), load]),
)

let reportingMissing = false

/**
 * Hydrates one island (the page's script calls this once it is due): its code and its own
 * messages, then React on its root, as a transition so a tap meanwhile is answered first; then the
 * tap that came before its code, if any. Resolves once it has hydrated. An island whose code cannot load (a deploy removed it, the
 * network is gone) keeps its HTML and is marked failed, which hides what needs its code, and says so
 * as a console error, which fails any test that did not cause it on purpose.
 */
export async function hydrateIsland(island: Element): Promise<void> {
  const language = isLanguage(document.documentElement.lang) ? document.documentElement.lang : defaultLanguage
  try {
    const { name, idPrefix, props, root } = readIsland(island)
    const load = islandLoaders[name]
    if (!load) throw new Error(`No island is named ${name}`)
    const [Component] = await Promise.all([load(), loadIslandMessages(language, name)])
    if (!reportingMissing && import.meta.env.PROD) {
      reportingMissing = true
      // A message missing from the island's own part would show its id: say so where tests look.
      i18n.on('missing', ({ locale, id }) => console.error(`Message "${id}" is missing from the ${locale} messages of an island`))
    }
    const tapAgain = takeEarlyTap(root)
    await new Promise<void>((resolve) => {
      startTransition(() => {
        hydrateRoot(
          root,
          <IslandRoot onHydrated={resolve}>
            <Component {...props} />
          </IslandRoot>,
          { identifierPrefix: idPrefix },
        )
      })
    })
    island.setAttribute(hydratedAttribute, '')
    tapAgain()
  } catch (error) {
    markIslandFailed(island, error)
  }
}
