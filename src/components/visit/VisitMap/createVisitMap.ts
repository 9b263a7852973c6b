import OlMap from 'ol/Map'
import Overlay from 'ol/Overlay'
import View from 'ol/View'
import Attribution from 'ol/control/Attribution'
import Zoom from 'ol/control/Zoom'
import TileLayer from 'ol/layer/Tile'
import { fromLonLat } from 'ol/proj'
import XYZ from 'ol/source/XYZ'
// Its own file, linked only now: the site's one stylesheet never carries the map's styles.
import olStylesheet from 'ol/ol.css?url'
import markerImage from '../../../assets/site-art/map-marker.svg'
import { geo } from '../../../content/business'
import { mapView } from '../../../content/mapSettings'
import { media } from '../../../design/media'
import { mapInteractions, watchMapKeys, watchTouches } from './mapInteractions'
import { linkStylesheet, watchTiles } from './mapLoading'
import { markerPlacement, type VisitMapHandle, type VisitMapLabels, type VisitMapOptions } from './visitMapTypes'

/** Creates the visit page's map in `options.target`; OpenLayers arrives with this module. */
export async function createVisitMap(options: VisitMapOptions): Promise<VisitMapHandle> {
  const { target, popup, labels } = options
  await linkStylesheet(olStylesheet)
  const duration = matchMedia(media.reducedMotion).matches ? 0 : undefined
  const restaurant = fromLonLat([geo.longitude, geo.latitude])

  const source = new XYZ({
    url: options.tileUrl,
    attributions: options.attribution,
    attributionsCollapsible: false,
    maxZoom: mapView.maxZoom,
    // Tiles appear at once, without their fade, for visitors who ask for less motion.
    transition: duration,
    // Plain image requests, not CORS: the map never reads tile pixels, so any provider works
    // whether or not it sends CORS headers.
    crossOrigin: null,
    // The site's origin as Referer, which OpenStreetMap's tile usage policy asks for.
    referrerPolicy: 'strict-origin-when-cross-origin',
  })

  const marker = document.createElement('button')
  Object.assign(marker, { type: 'button', className: options.markerClassName })
  marker.append(Object.assign(new Image(markerPlacement.width, markerPlacement.height), { src: markerImage, alt: '' }))
  // Measured before the overlay takes the popup into its own container.
  const padding = [popupRoom(target, popup), 0, 0, 0]
  const popupOverlay = new Overlay({ element: popup, positioning: 'bottom-center', offset: [0, -markerPlacement.popupOffset] })

  const zoom = new Zoom({ zoomInTipLabel: labels.zoomIn, zoomOutTipLabel: labels.zoomOut, zoomOutLabel: '−', duration })

  const map = new OlMap({
    target,
    layers: [new TileLayer({ source })],
    view: new View({
      center: restaurant,
      zoom: mapView.zoom,
      minZoom: mapView.minZoom,
      maxZoom: mapView.maxZoom,
      enableRotation: false,
      padding,
    }),
    controls: [zoom, new Attribution({ collapsible: false })],
    interactions: mapInteractions(target, duration, options.onBlockedGesture),
    overlays: [new Overlay({ element: marker, position: restaurant, positioning: 'bottom-center', stopEvent: false }), popupOverlay],
  })

  // The buttons show "+" and "−"; a screen reader says the translated names.
  const setLabels = (texts: VisitMapLabels) => {
    target.querySelector('.ol-zoom-in')?.setAttribute('aria-label', texts.zoomIn)
    target.querySelector('.ol-zoom-out')?.setAttribute('aria-label', texts.zoomOut)
    marker.setAttribute('aria-label', texts.marker)
  }
  setLabels(labels)

  const openPopup = () => {
    popupOverlay.setPosition(restaurant)
    map.getView().animate({ center: restaurant, duration: duration ?? 250 })
  }
  const closePopup = () => popupOverlay.setPosition(undefined)
  marker.addEventListener('click', openPopup)
  // When tiles fail, the page shows the address card over the map instead of the popup.
  const stopWatchingTiles = watchTiles(source, (failed) => {
    popupOverlay.setPosition(failed ? undefined : restaurant)
    options.onTilesFailed(failed)
  })
  const stopWatchingKeys = watchMapKeys(target, popup, { isPopupOpen: () => Boolean(popupOverlay.getPosition()), openPopup, closePopup })
  const stopWatchingTouch = watchTouches(target, options.onBlockedGesture)
  popupOverlay.setPosition(restaurant)

  return {
    openPopup,
    closePopup,
    setLabels,
    dispose() {
      stopWatchingKeys()
      stopWatchingTouch()
      stopWatchingTiles()
      map.setTarget(undefined)
      map.dispose()
    },
  }
}

/**
 * The view's top padding, in px, that leaves room for the open popup above the marker: the
 * restaurant stays the view's centre, drawn lower down. The popup is measured in place first.
 */
function popupRoom(target: HTMLElement, popup: HTMLElement) {
  target.append(popup)
  const needed = 2 * (popup.offsetHeight + markerPlacement.popupOffset + markerPlacement.edge) - target.clientHeight
  return Math.round(Math.max(0, Math.min(needed, target.clientHeight * markerPlacement.maxPaddingShare)))
}
