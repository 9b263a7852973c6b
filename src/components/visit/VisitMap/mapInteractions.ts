import type MapBrowserEvent from 'ol/MapBrowserEvent'
import { noModifierKeys, platformModifierKey, primaryAction } from 'ol/events/condition'
import DoubleClickZoom from 'ol/interaction/DoubleClickZoom'
import DragPan from 'ol/interaction/DragPan'
import KeyboardPan from 'ol/interaction/KeyboardPan'
import KeyboardZoom from 'ol/interaction/KeyboardZoom'
import MouseWheelZoom from 'ol/interaction/MouseWheelZoom'
import PinchZoom from 'ol/interaction/PinchZoom'
import type { BlockedGesture } from './visitMapTypes'

/**
 * How the map moves. Arrow keys pan and + and − zoom once the map has focus. The page keeps
 * scrolling over the map: the scroll wheel zooms only with Ctrl (⌘ on a Mac) or once the map has
 * focus, and on touch screens one finger scrolls the page while two move the map (OpenLayers'
 * "two-finger pan" example). A blocked gesture is reported, so the page can say what to do instead.
 */
export function mapInteractions(target: HTMLElement, duration: number | undefined, onBlockedGesture: (gesture: BlockedGesture) => void) {
  const dragPan: DragPan = new DragPan({
    condition: (event) => {
      const isTouch = (event.originalEvent as PointerEvent).pointerType === 'touch'
      return isTouch ? dragPan.getPointerCount() >= 2 : noModifierKeys(event) && primaryAction(event)
    },
  })
  return [
    dragPan,
    new PinchZoom({ duration }),
    new DoubleClickZoom({ duration }),
    new KeyboardPan({ duration }),
    new KeyboardZoom({ duration }),
    new MouseWheelZoom({
      condition: (event) => {
        if (event.type !== 'wheel') return false
        const allowed = wheelZooms(event, target)
        if (!allowed) onBlockedGesture('wheel')
        return allowed
      },
    }),
  ]
}

/** A trackpad pinch arrives as a wheel event with ctrlKey set: it zooms too. */
const wheelZooms = (event: MapBrowserEvent, target: HTMLElement) =>
  platformModifierKey(event) || (event.originalEvent as WheelEvent).ctrlKey || target.contains(document.activeElement)

/**
 * One finger moving over the map scrolls the page (touch-action allows it): say how to move the map.
 * Two fingers move the map only: the page must not start scrolling before the map's drag takes over.
 */
export function watchTouches(target: HTMLElement, onBlockedGesture: (gesture: BlockedGesture) => void) {
  const onTouchMove = (event: TouchEvent) => {
    if (event.touches.length === 1) onBlockedGesture('touch')
    else if (event.cancelable) event.preventDefault()
  }
  target.addEventListener('touchmove', onTouchMove, { passive: false })
  return () => target.removeEventListener('touchmove', onTouchMove)
}

/** Enter or Space on the focused map opens the popup; Escape closes it and keeps focus on the map. */
export function watchMapKeys(target: HTMLElement, popup: HTMLElement, actions: { isPopupOpen(): boolean; openPopup(): void; closePopup(): void }) {
  const onKeyDown = (event: KeyboardEvent) => {
    const onMap = event.target === target
    if (onMap && (event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault()
      actions.openPopup()
    } else if (event.key === 'Escape' && actions.isPopupOpen() && (onMap || popup.contains(event.target as Node))) {
      actions.closePopup()
      target.focus()
    }
  }
  target.addEventListener('keydown', onKeyDown)
  return () => target.removeEventListener('keydown', onKeyDown)
}
