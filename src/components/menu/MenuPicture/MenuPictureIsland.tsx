import type { ComponentProps } from 'react'
import { Island } from '../../islands/Island'
import { MenuPicture } from './MenuPicture'

/** A dish's or a section's picture as the menu places it: its dialog's code comes with the first tap or focus. */
export function MenuPictureIsland(props: ComponentProps<typeof MenuPicture>) {
  return <Island name="MenuPicture" component={MenuPicture} props={props} load="interaction" />
}
