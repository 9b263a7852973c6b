import { useId, useRef } from 'react'
import { createPortal } from 'react-dom'
import { useLingui } from '@lingui/react/macro'
import { restaurantName } from '../../../content/business'
import { mapTiles } from '../../../content/mapSettings'
import { visuallyHidden } from '../../../design/recipes.css'
import streetPlan from '../../../assets/site-art/street-plan.svg?url'
import streetPlanNight from '../../../assets/site-art/street-plan.night.svg?url'
import { ArtImage } from '../../controls/ArtImage/ArtImage'
import { useNearViewport } from './useNearViewport'
import { useVisitMap, type VisitMapModule } from './useVisitMap'
import { addressLine, VisitMapCard } from './VisitMapCard'
import { isMac } from './visitMapTypes'
import * as styles from './VisitMap.css'

/** OpenLayers, the site's largest library, comes with this chunk, asked for only when the map nears the viewport. */
const loadVisitMapModule = (): Promise<VisitMapModule> => import('./createVisitMap')

export interface VisitMapProps {
  /** The XYZ tile URL template; stories pass a `data:` URL. @default the build setting (`mapTiles.url`) */
  tileUrl?: string
  /** Loads the map module; stories pass one that fails. @default the lazily loaded `createVisitMap` */
  loadMap?: () => Promise<VisitMapModule>
}

/**
 * The restaurant on a map, with its address and a directions link in a popup. Until the box nears
 * the viewport, and without JavaScript, the same box holds the address and the link.
 */
export function VisitMapBox({ tileUrl = mapTiles.url, loadMap = loadVisitMapModule }: VisitMapProps) {
  const { t } = useLingui()
  const boxRef = useRef<HTMLDivElement>(null)
  const targetRef = useRef<HTMLDivElement>(null)
  const keysId = useId()
  const labels = {
    zoomIn: t({ message: 'Zoom in', comment: 'Visit page map: name of the + button. Terms: form of address — see the glossary in docs/translating.md.' }),
    zoomOut: t({ message: 'Zoom out', comment: 'Visit page map: name of the − button. Terms: form of address — see the glossary in docs/translating.md.' }),
    marker: t({ message: `Show the address of ${restaurantName}`, comment: "Visit page map: screen-reader name of the restaurant's marker, which opens its address popup. Terms: form of address — see the glossary in docs/translating.md." }),
  }
  const map = useVisitMap({ isNear: useNearViewport(boxRef), targetRef, loadMap, tileUrl, attribution: mapTiles.attribution, labels, markerClassName: styles.marker })
  const failed = t({
    message: 'The map could not be loaded. The address and the directions link still work.',
    comment: 'Visit page: shown over or instead of the map when it cannot load (offline, or the map service is blocked)',
  })
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
    <div ref={boxRef} className={styles.box} data-map-state={hasFailed ? 'failed' : isLive ? 'live' : 'waiting'}>
      {/* Decorative: the card over it names the place. Under the live map too: it is what a printed page shows. */}
      <ArtImage className={styles.plan} src={streetPlan} nightSrc={streetPlanNight} alt="" width={1200} height={750} loading="lazy" decoding="async" />
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
      {isLive ? (
        <p id={keysId} className={visuallyHidden}>
          {t({ message: 'Arrow keys move the map, plus and minus zoom, Enter shows the address.', comment: 'Visit page: screen-reader description of the map, read when it gets keyboard focus' })}
        </p>
      ) : (
        <div className={styles.placeholder}>
          <VisitMapCard message={hasFailed ? failed : undefined} />
        </div>
      )}
      {map.hint && (
        <div className={styles.hint}>
          <p className={styles.hintText}>{hints[map.hint]}</p>
        </div>
      )}
      {map.popup && createPortal(<VisitMapCard onClose={map.closePopup} />, map.popup)}
    </div>
  )
}
