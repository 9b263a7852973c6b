// Puts the address on the clipboard.
export { CopyAddressButton as default } from '../../visit/CopyAddressButton/CopyAddressButton'
