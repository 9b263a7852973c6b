/** What the page hands the lazily loaded map module: translated texts travel in, events out. */
export interface VisitMapOptions {
  /** The focusable box the map draws into; keyboard interactions listen on it. */
  target: HTMLElement
  /** The popup's element, its content rendered by React; the map places it above the marker. */
  popup: HTMLElement
  /** An XYZ tile URL template (a `data:` or `blob:` URL in stories). */
  tileUrl: string
  /** The tile provider's credit, as HTML. */
  attribution: string
  labels: VisitMapLabels
  markerClassName: string
  /** Called with `true` once several tiles failed in a row, with `false` when one loads again. */
  onTilesFailed(failed: boolean): void
  onBlockedGesture(gesture: BlockedGesture): void
}

/** The map's own texts, translated by the page: the zoom buttons' and the marker's names. */
export interface VisitMapLabels {
  zoomIn: string
  zoomOut: string
  marker: string
}

export interface VisitMapHandle {
  openPopup(): void
  closePopup(): void
  /** Renames the controls when the page's language changes. */
  setLabels(labels: VisitMapLabels): void
  dispose(): void
}

/** A gesture the map lets the page have: a plain scroll-wheel turn, a one-finger drag. */
export type BlockedGesture = 'wheel' | 'touch'

/** The marker drawing (src/assets/site-art/map-marker.svg): 48 × 64 px, its tip at bottom centre. */
export const markerPlacement = {
  width: 48,
  height: 64,
  /** The popup's bottom edge sits this far above the tip: the marker's height and a gap. */
  popupOffset: 72,
  /** Free space kept above the popup. */
  edge: 8,
  /** The view's top padding never takes more than this share of the map's height. */
  maxPaddingShare: 0.6,
} as const

/** Tiles that fail this many times in a row, with none loading between, mean the map is down. */
export const tileFailure = { errorsBeforeMessage: 3 } as const

/** A Mac, where ⌘ rather than Ctrl zooms with the scroll wheel (OpenLayers' `platformModifierKey`). */
export const isMac = () => typeof navigator !== 'undefined' && navigator.userAgent.toLowerCase().includes('macintosh')
