import { geo } from './business'

/**
 * The visit page's map tiles: a build setting, so a busy site can move from OpenStreetMap's
 * volunteer-run servers to a commercial provider without code changes.
 *
 *   VITE_MAP_TILE_URL    an XYZ template with {z}, {x} and {y} (and {a-c} for subdomains), e.g.
 *                        `https://api.maptiler.com/maps/streets/{z}/{x}/{y}.png?key=…`
 *   VITE_MAP_ATTRIBUTION the credit the provider requires, as HTML (links allowed); always shown
 *
 *   VITE_MAP_TILE_URL=… VITE_MAP_ATTRIBUTION='…' npm run build
 *
 * Unset (or empty), they default to OpenStreetMap's standard tiles and the attribution its tile
 * usage policy asks for. Tile requests carry the site's origin as Referer (the policy needs it).
 */
export const mapTiles = {
  url: import.meta.env.VITE_MAP_TILE_URL || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: import.meta.env.VITE_MAP_ATTRIBUTION || '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
} as const

/** The map's first view: the restaurant at zoom 16, street level; how far out and in a visitor may go. */
export const mapView = { zoom: 16, minZoom: 3, maxZoom: 19 } as const

/** A route to the restaurant in Google Maps, which opens the maps app on phones that have it. */
export const directionsUrl = `https://www.google.com/maps/dir/?api=1&destination=${geo.latitude},${geo.longitude}`
