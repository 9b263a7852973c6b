import { useEffect, useRef, useState, useSyncExternalStore, type ComponentType, type RefObject } from 'react'
import type { BlockedGesture, VisitMapHandle, VisitMapOptions } from './visitMapTypes'

/** The lazily loaded modules: the map (`createVisitMap.ts`) and the card its popup shows (`VisitMapCard.tsx`). */
export type VisitMapModules = {
  createVisitMap(options: VisitMapOptions): Promise<VisitMapHandle>
  Card: ComponentType<{ onClose(): void }>
}

/** The map's life: the placeholder until the map is there, or for good if its code failed to load. */
export type VisitMapStatus = 'waiting' | 'ready' | 'failed'

/** How long a blocked gesture's hint stays after the last such gesture: long enough to read, then out of the way. */
const hintMs = 1800

interface UseVisitMapOptions extends Pick<VisitMapOptions, 'tileUrl' | 'attribution' | 'labels' | 'markerClassName'> {
  isNear: boolean
  targetRef: RefObject<HTMLElement | null>
  loadModules: () => Promise<VisitMapModules>
}

const subscribeToNothing = () => () => {}

/**
 * Loads the map's modules once its box is near, renders the popup's card, then makes the map (which
 * measures that card), and keeps what the page shows about it.
 */
export function useVisitMap({ isNear, targetRef, loadModules, tileUrl, ...settings }: UseVisitMapOptions) {
  const [status, setStatus] = useState<VisitMapStatus>('waiting')
  const [modules, setModules] = useState<VisitMapModules>()
  const [tilesFailed, setTilesFailed] = useState(false)
  const [gesture, setGesture] = useState<{ kind: BlockedGesture; at: number }>()
  // The popup's element, made in the browser only; React renders the card there (a portal) once
  // its module is here, before the map is made, so the map can measure it.
  const [popupElement] = useState(() => (typeof document === 'undefined' ? undefined : document.createElement('div')))
  const isHydrated = useSyncExternalStore(subscribeToNothing, () => true, () => false)
  const popup = isHydrated ? popupElement : undefined
  const handle = useRef<VisitMapHandle>(undefined)
  // Texts change with the language; the map takes them without being made again.
  const latest = useRef(settings)
  const { zoomIn, zoomOut, marker } = settings.labels
  useEffect(() => {
    latest.current = settings
  })
  useEffect(() => handle.current?.setLabels({ zoomIn, zoomOut, marker }), [zoomIn, zoomOut, marker])

  useEffect(() => {
    if (!isNear || modules) return
    let isCurrent = true
    loadModules().then(
      (loaded) => isCurrent && setModules(loaded),
      () => isCurrent && setStatus('failed'),
    )
    return () => {
      isCurrent = false
    }
  }, [isNear, modules, loadModules])

  // Runs once the card is rendered into the popup (effects follow the render that put it there).
  useEffect(() => {
    const target = targetRef.current
    if (!modules || !target || !popup) return
    let isCurrent = true
    modules
      .createVisitMap({
        ...latest.current,
        tileUrl,
        target,
        popup,
        onTilesFailed: (failed) => isCurrent && setTilesFailed(failed),
        onBlockedGesture: (kind) => isCurrent && setGesture({ kind, at: Date.now() }),
      })
      .then((created) => {
        if (!isCurrent) return created.dispose()
        handle.current = created
        setStatus('ready')
      })
      .catch(() => isCurrent && setStatus('failed'))
    return () => {
      isCurrent = false
      handle.current?.dispose()
      handle.current = undefined
      setTilesFailed(false)
    }
  }, [modules, targetRef, popup, tileUrl])

  useEffect(() => {
    if (!gesture) return
    const timer = setTimeout(() => setGesture(undefined), hintMs)
    return () => clearTimeout(timer)
  }, [gesture])

  const closePopup = () => {
    handle.current?.closePopup()
    targetRef.current?.focus()
  }
  return { status, tilesFailed, hint: gesture?.kind, popup: modules ? popup : undefined, Card: modules?.Card, closePopup }
}
