// Puts the address on the clipboard.
export { CopyAddressButton as default } from '../components/visit/CopyAddressButton/CopyAddressButton'
