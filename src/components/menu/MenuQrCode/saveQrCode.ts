import { restaurantName } from '../../../content/business'
import { color } from '../../../design/tokens'
import type { QrDrawing } from '../../../qr/qrDrawing'
import { qrPng } from '../../../qr/qrPng'

/** The downloaded PNG: 1024 × 1024 px, named after the restaurant (specification, section 9). */
const download = { pixels: 1024, fileName: `${restaurantName.toLowerCase()}-menu-qr.png` } as const

/** Draws the code as the downloadable PNG and hands it to the browser's download; returns the file's name. */
export async function saveQrCode(drawing: QrDrawing): Promise<string> {
  const png = await qrPng(drawing, download.pixels, { dark: color.qrDark, light: color.qrLight })
  saveFile(png, download.fileName)
  return download.fileName
}

function saveFile(file: Blob, name: string) {
  const url = URL.createObjectURL(file)
  const link = Object.assign(document.createElement('a'), { href: url, download: name })
  link.click()
  // Revoked after the click has started the download, not before.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
