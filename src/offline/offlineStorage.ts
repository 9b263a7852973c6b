/**
 * What the offline menu stores and how its parts find each other (docs/offline.md). The build
 * (scripts/site/offlineWorker.ts), the worker (./serviceWorker.ts) and the page (./registerOfflineWorker.ts,
 * ./whenStored.ts) read these; nothing else spells them.
 */

/** The worker's file in each language's folder: `/lv/service-worker.js` controls the pages under `/lv/`. */
export const workerFileName = 'service-worker.js'

/** The worker of the unprefixed entry pages (`/menu`, the QR code's address), at the site's root, scope `/`. */
export const entryWorkerFileName = 'entry-worker.js'

/** The pages of a language stored on a visitor's device after one visit to any of its pages (paths after the language prefix). */
export const storedPaths = ['/menu', '/visit'] as const

/** Where the build writes, into each language's worker, the stored stand-in of each photograph's other sizes (scripts/site/offlineWorker.ts). */
export const standInsInjectionPoint = 'self.__PICTURE_STAND_INS'

/**
 * The most a visitor's device may store for the offline menu of one language: 1 MB, every body as
 * the worker stores it (./compactStorage.ts). The size check holds the build to it (`npm run size`),
 * and tests/production/offline.spec.ts holds Chromium's own count of what it stored, headers and
 * records and the workers' registrations included.
 */
export const offlineBudgetBytes = 1_000_000

/** The message a page sends its worker to learn whether the page came from storage; the reply is `{ storedOn }`, an ISO date or null. */
export const storedOnRequest = 'amigo:stored-on'

/**
 * How long after the page has loaded the workers are registered
 * (src/entry-client.ts): registered at once, their install (about 1 MB) competed with
 * the page's own start (docs/decisions/0018-offline-workers-registered-after-load.md). A guest reading the menu stays
 * longer than that.
 */
export const registrationDelayMs = 10_000
