import { Island } from '../../islands/Island'
import VisitMapIsland from '../../islands/VisitMap.island'

/**
 * The restaurant on a map (VisitMapBox), an island. The page shows its drawn plan, the address and
 * the directions link; its code arrives when it comes into view, and OpenLayers with it.
 */
export function VisitMap() {
  return <Island component={VisitMapIsland} props={{}} load="visible" />
}
