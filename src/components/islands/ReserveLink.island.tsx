// The header's call button, whose tooltip shows the number: woken by the first hover or focus.
export { ReserveLink as default } from '../shell/ReserveLink/ReserveLink'
