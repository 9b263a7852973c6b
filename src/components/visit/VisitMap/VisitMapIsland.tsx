import { Island } from '../../islands/Island'
import { VisitMapLive } from './VisitMapLive'

/** The live map as the visit page places it, with the site's tiles: its code, OpenLayers with it, comes once the box nears the viewport. */
export function VisitMapIsland() {
  return <Island name="VisitMap" component={VisitMapLive} props={{}} load="visible" />
}
