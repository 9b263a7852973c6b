import type { ComponentProps } from 'react'
import { Island } from '../../islands/Island'
import { CopyAddressButton } from './CopyAddressButton'

/** The copy-address button as a page places it: its code comes with the first tap or focus. */
export function CopyAddressIsland(props: ComponentProps<typeof CopyAddressButton>) {
  return <Island name="CopyAddress" component={CopyAddressButton} props={props} load="interaction" />
}
