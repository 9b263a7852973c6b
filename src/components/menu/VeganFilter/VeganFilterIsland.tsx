import type { ComponentProps } from 'react'
import { Island } from '../../islands/Island'
import { VeganFilter } from './VeganFilter'

/** The menu's filter as the menu places it: it filters by CSS before its code comes, with the first tap or focus, for the count. */
export function VeganFilterIsland(props: ComponentProps<typeof VeganFilter>) {
  return <Island name="VeganFilter" component={VeganFilter} props={props} load="interaction" />
}
