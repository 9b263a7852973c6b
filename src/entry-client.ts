// The page's one script, an async module at the end of <body>. The page is a complete document:
// this only wakes its islands, each when it is due (idle, in view, a first tap), and keeps the
// visitor's language (docs/architecture.md, "Islands"). Nothing of React loads until an island needs it.
import { notFoundAttribute } from './components/pages/NotFoundPage/notFoundMarker'
import { whenDue } from './components/islands/islandConditions'
import { markIslandFailed, whileLoading } from './components/islands/islandFailure'
import { pageIslands, readIsland, wakeEvents, wakeIslands } from './components/islands/islandMarkup'
import { knowRigaOffsetsOf, rigaOffsetsAttribute } from './hours/datedParts'
import { isLanguage } from './i18n/languages'
import { storeLanguage } from './i18n/resolveLanguage'
import { registrationDelayMs } from './offline/offlineStorage'
import { registerOfflineWorker } from './offline/registerOfflineWorker'
import { whenStored } from './offline/whenStored'

// Riga's clock by the offsets the build wrote on the page's head script, for the islands: Intl's
// first use would be the longest task of the page's start (calendar.ts, `knowRigaOffsets`). That
// script also shows and keeps the dated parts (./entry-dated-parts.ts); the development server,
// rendering each page as it is asked for, writes none, so here it runs as a module.
knowRigaOffsetsOf(document.querySelector(`[${rigaOffsetsAttribute}]`))
if (import.meta.env.DEV) void import('./entry-dated-parts')

for (const island of pageIslands()) {
  void whenDue(island, readIsland(island)).then(() =>
    whileLoading(() =>
      import('./components/islands/hydrateIsland')
        .then(({ hydrateIsland }) => hydrateIsland(island))
        // The code that hydrates could not load (a deploy removed it, the network is gone): the island keeps its HTML.
        .catch((error: unknown) => markIslandFailed(island, error)),
    ),
  )
}

const language = document.documentElement.lang
if (document.querySelector(`[${notFoundAttribute}]`)) {
  console.warn('404: no page at', window.location.pathname)
} else if (isLanguage(language) && window.location.pathname.startsWith(`/${language}/`)) {
  // So that the next address without a language (a QR code's /menu) opens in this one.
  storeLanguage(() => window.localStorage, language)
}

// The first scroll, the visitor's or an in-page link's, wakes what follows the reading (the menu's index).
addEventListener('scroll', () => wakeIslands(wakeEvents.scroll), { once: true, passive: true })

addEventListener(
  'load',
  () => {
    // A page the offline worker answered from storage says so, and from which day: its island wakes.
    void whenStored().then((storedOn) => storedOn && wakeIslands(wakeEvents.stored))
    // The offline menu's workers, well after the page has loaded: their install must not compete with it.
    setTimeout(registerOfflineWorker, registrationDelayMs)
  },
  { once: true },
)
