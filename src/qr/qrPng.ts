// Apart from ./qrDrawing.ts: only the QR code's download needs it (MenuQrCode/saveQrCode.ts), loaded when asked.
import { quietZone, type QrDrawing } from './qrDrawing'

/** Draws the code with its quiet zone on a square canvas of `pixels` and returns it as PNG. */
export function qrPng({ size, modules }: QrDrawing, pixels: number, colors: { dark: string; light: string }): Promise<Blob> {
  const canvas = document.createElement('canvas')
  canvas.width = pixels
  canvas.height = pixels
  const context = canvas.getContext('2d')
  if (!context) return Promise.reject(new Error('No 2D canvas'))
  context.fillStyle = colors.light
  context.fillRect(0, 0, pixels, pixels)
  context.fillStyle = colors.dark
  // Module edges rounded to whole pixels: sharp edges and no hairline gaps between modules.
  const scale = pixels / (size + 2 * quietZone)
  const edge = (index: number) => Math.round((index + quietZone) * scale)
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (modules[y * size + x] === '1') context.fillRect(edge(x), edge(y), edge(x + 1) - edge(x), edge(y + 1) - edge(y))
    }
  }
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('PNG encoding failed'))), 'image/png'),
  )
}
