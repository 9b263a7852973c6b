import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components/Toast'
import { timing } from '../../../design/tokens'
import { wakeEvents, wakeIslands } from '../../islands/islandMarkup'

export interface ToastContent {
  title: string
  description?: string
}

/** The site's one notification queue; the Toaster island in the page shell shows it. */
export const toastQueue = new ToastQueue<ToastContent>({ maxVisibleToasts: 3 })

/** Shows a notification for 5 s (paused while hovered or focused). */
export function showToast(content: ToastContent): void {
  toastQueue.add(content, { timeout: timing.toastMs })
  wakeIslands(wakeEvents.toast)
}
