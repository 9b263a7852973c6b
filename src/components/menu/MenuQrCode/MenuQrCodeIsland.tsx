import type { ComponentProps } from 'react'
import { Island } from '../../islands/Island'
import { MenuQrCode } from './MenuQrCode'

/** The menu's QR code as the menu page places it: drawn at prerender, its download's code comes with the first tap or focus. */
export function MenuQrCodeIsland(props: ComponentProps<typeof MenuQrCode>) {
  return <Island name="MenuQrCode" component={MenuQrCode} props={props} load="interaction" />
}
