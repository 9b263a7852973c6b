import { useEffect } from 'react'
import { registerOfflineWorker } from '../../../offline/registerOfflineWorker'
import { registrationDelayMs } from '../../../offline/offlineStorage'
import { StoredPageNotice } from '../StoredPageNotice/StoredPageNotice'

/**
 * The offline menu's part of every page (docs/offline.md), loaded at idle once the page is
 * interactive, so none of it is in the first load: it registers the language's worker, and says
 * when the page on screen came from the worker's storage.
 */
export function OfflineMenu() {
  useEffect(() => {
    const timer = setTimeout(registerOfflineWorker, registrationDelayMs)
    return () => clearTimeout(timer)
  }, [])
  return <StoredPageNotice />
}
