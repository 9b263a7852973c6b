import type { ComponentProps } from 'react'
import { Island } from '../../islands/Island'
import { interactionEvents, wakeEvents } from '../../islands/islandMarkup'
import { MenuIndex } from './MenuIndex'

/** The menu's section index as the menu places it: woken by the first scroll (to follow the reading) or tap. */
export function MenuIndexIsland(props: ComponentProps<typeof MenuIndex>) {
  return <Island name="MenuIndex" component={MenuIndex} props={props} load="interaction" events={[wakeEvents.scroll, ...interactionEvents]} />
}
