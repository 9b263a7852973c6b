import { useId, useRef } from 'react'
import { createPortal } from 'react-dom'
import { useLingui } from '@lingui/react/macro'
import { addressLine, restaurantName } from '../../../content/business'
import { mapTiles } from '../../../content/mapSettings'
import { useNearViewport } from './useNearViewport'
import { useVisitMap, type VisitMapModules } from './useVisitMap'
import { isMac } from './visitMapTypes'
import * as styles from './VisitMap.css'

/** OpenLayers, the site's largest library, and the popup's card come with these chunks, asked for only when the map nears the viewport. */
const loadVisitMapModules = (): Promise<VisitMapModules> => Promise.all([import('./createVisitMap'), import('./VisitMapCard')]).then(([map, card]) => ({ ...map, Card: card.VisitMapCard }))

export interface VisitMapLiveProps {
  /** The XYZ tile URL template; stories pass a `data:` URL. @default the build setting (`mapTiles.url`) */
  tileUrl?: string
  /** Loads the map's modules; stories pass one that fails. @default the lazily loaded map and card */
  loadModules?: () => Promise<VisitMapModules>
}

/**
 * The live map, over the drawn plan and the address card that stand for it until it is there, and
 * for good without JavaScript or when it cannot load (VisitMap). An island: its code comes when it
 * comes into view, OpenLayers with it; it shows the restaurant with its address and a directions
 * link in a popup.
 */
export function VisitMapLive({ tileUrl = mapTiles.url, loadModules = loadVisitMapModules }: VisitMapLiveProps) {
  const { t } = useLingui()
  const layerRef = useRef<HTMLDivElement>(null)
  const targetRef = useRef<HTMLDivElement>(null)
  const keysId = useId()
  const labels = {
    zoomIn: t({ message: 'Zoom in', comment: 'Visit page map: name of the + button. Terms: form of address — see the glossary in docs/translating.md.' }),
    zoomOut: t({ message: 'Zoom out', comment: 'Visit page map: name of the − button. Terms: form of address — see the glossary in docs/translating.md.' }),
    marker: t({ message: `Show the address of ${restaurantName}`, comment: "Visit page map: screen-reader name of the restaurant's marker, which opens its address popup. Terms: form of address — see the glossary in docs/translating.md." }),
  }
  const map = useVisitMap({ isNear: useNearViewport(layerRef), targetRef, loadModules, tileUrl, attribution: mapTiles.attribution, labels, markerClassName: styles.marker })
  // Offline, behind a blocker or on captive Wi-Fi the tiles fail: the map is then an empty box, so
  // the page shows what it shows without a map (the drawn plan, the card) rather than its controls.
  const hasFailed = map.status === 'failed' || map.tilesFailed
  const isLive = map.status === 'ready' && !map.tilesFailed
  const modifierKey = isMac() ? '⌘' : t({ message: 'Ctrl', comment: 'The Control key as printed on keyboards in your language (German: Strg)' })
  const hints = {
    wheel: t({ message: `Use ${modifierKey} + scroll to zoom the map`, comment: 'Visit page map: shown briefly when the visitor scrolls over the map; the placeholder is the key to hold, Ctrl (translated) or ⌘. Terms: form of address — see the glossary in docs/translating.md.' }),
    touch: t({ message: 'Use two fingers to move the map', comment: 'Visit page map: shown briefly when the visitor drags the map with one finger on a touch screen (one finger scrolls the page). Terms: form of address — see the glossary in docs/translating.md.' }),
  }

  return (
    <div ref={layerRef} className={styles.live} data-map-state={hasFailed ? 'failed' : isLive ? 'live' : 'waiting'}>
      <div
        ref={targetRef}
        className={styles.map}
        {...(isLive && {
          role: 'region',
          tabIndex: 0,
          'aria-label': t({ message: `Map: ${restaurantName}, ${addressLine}`, comment: 'Visit page: screen-reader name of the map; the placeholders are the restaurant name and its address' }),
          'aria-describedby': keysId,
        })}
      />
      {isLive && (
        <p id={keysId} className={styles.keys}>
          {t({ message: 'Arrow keys move the map, plus and minus zoom, Enter shows the address.', comment: 'Visit page: screen-reader description of the map, read when it gets keyboard focus' })}
        </p>
      )}
      {hasFailed && (
        <p className={styles.failure} role="alert">
          {t({
            message: 'The map could not be loaded. The address and the directions link still work.',
            comment: 'Visit page: shown over or instead of the map when it cannot load (offline, or the map service is blocked)',
          })}
        </p>
      )}
      {map.hint && (
        <div className={styles.hint}>
          <p className={styles.hintText}>{hints[map.hint]}</p>
        </div>
      )}
      {map.popup && map.Card && createPortal(<map.Card onClose={map.closePopup} />, map.popup)}
    </div>
  )
}
