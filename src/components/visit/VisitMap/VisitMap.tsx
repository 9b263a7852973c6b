import { deferred } from '../../deferred'
import type { VisitMapProps } from './VisitMapBox'

/**
 * The restaurant on a map (VisitMapBox). The prerendered page shows its placeholder, the address
 * and the directions link; its code arrives at idle, and OpenLayers only when the map nears the viewport.
 */
export const VisitMap = deferred<VisitMapProps>(() => import('./VisitMapBox').then((module) => module.VisitMapBox))
