import type { ReactNode } from 'react'
import streetPlan from '../../../assets/site-art/street-plan.svg?url'
import streetPlanNight from '../../../assets/site-art/street-plan.night.svg?url'
import { ArtImage } from '../../controls/ArtImage/ArtImage'
import { VisitMapIsland } from './VisitMapIsland'
import { VisitMapCard } from './VisitMapCard'
import * as styles from './VisitMap.css'

interface VisitMapProps {
  /** The live map over the plan: its island on the site; stories give VisitMapLive their own tiles. @default the island */
  live?: ReactNode
}

/**
 * The restaurant on a map. The page shows a drawn street plan with the address card, which is all
 * there is without JavaScript or when the map cannot load; the live map (VisitMapLive, an island)
 * comes over it once the box nears the viewport, OpenLayers with it.
 */
export function VisitMap({ live = <VisitMapIsland /> }: VisitMapProps) {
  return (
    <div className={styles.box} data-visit-map="">
      {/* Decorative: the card over it names the place. */}
      <ArtImage className={styles.plan} src={streetPlan} nightSrc={streetPlanNight} alt="" width={1200} height={750} loading="lazy" decoding="async" />
      <div className={styles.placeholder}>
        <VisitMapCard />
      </div>
      {live}
    </div>
  )
}
