import type { ComponentProps } from 'react'
import { Island } from '../../islands/Island'
import { hoverEvents } from '../../islands/islandMarkup'
import { SocialLink } from './SocialLink'

/** The footer's social link as the footer places it: its code comes as the pointer arrives, before the tap. */
export function SocialLinkIsland(props: ComponentProps<typeof SocialLink>) {
  return <Island name="SocialLink" component={SocialLink} props={props} load="interaction" events={hoverEvents} />
}
