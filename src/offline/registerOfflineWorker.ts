import { entryWorkerFileName, workerFileName } from './offlineStorage'

const warn = (error: unknown) => console.warn('Amigo: the menu will not be kept for offline use.', error)

/**
 * Registers the offline worker of the page's language (docs/offline.md): `/lv/service-worker.js`
 * for the pages under `/lv/`. Called by the page's script well after the page has loaded
 * (../entry-client.ts), so it changes nothing in the first load. Only the built site
 * has workers, and only pages of a language: not the entry pages, the general not-found page, the
 * development server or Storybook.
 */
export function registerOfflineWorker(): void {
  const language = document.documentElement.lang
  if (!import.meta.env.PROD || !('serviceWorker' in navigator) || !window.location.pathname.startsWith(`/${language}/`)) return
  // A worker's own script is never taken from the HTTP cache: every check for a new deploy asks the server.
  navigator.serviceWorker.register(`/${language}/${workerFileName}`, { scope: `/${language}/`, updateViaCache: 'none' }).catch(warn)
  // The entry pages' worker: offline, `/menu` (the QR code's address) leads to the stored menu.
  navigator.serviceWorker.register(`/${entryWorkerFileName}`, { scope: '/', updateViaCache: 'none' }).catch(warn)
}
