// Saves the code as a PNG drawn in the browser.
export { MenuQrCode as default } from '../../menu/MenuQrCode/MenuQrCode'
