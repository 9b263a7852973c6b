/** A QR symbol as plain data: `size` × `size` modules, row by row, "1" for dark. */
export interface QrDrawing {
  size: number
  modules: string
}

/** Why a QR code could not be made: too much data for any QR version, or anything else. */
export type QrError = 'tooLong' | 'failed'

export type QrResult = { drawing: QrDrawing } | { error: QrError }

/** Blank modules around the symbol, as the QR standard asks. */
export const quietZone = 4

/**
 * Encodes `value` at the highest error correction (H: 30 % of the code may be damaged).
 * Never throws: the library's "too big" error and any other become a `QrError`.
 */
export async function drawQr(value: string): Promise<QrResult> {
  try {
    const { create } = await import('qrcode')
    const { modules } = create(value, { errorCorrectionLevel: 'H' })
    return { drawing: { size: modules.size, modules: Array.from(modules.data, (dark) => (dark ? '1' : '0')).join('') } }
  } catch (error) {
    return { error: error instanceof Error && /too big|too long/i.test(error.message) ? 'tooLong' : 'failed' }
  }
}

/**
 * The dark modules as one SVG path to stroke one module wide, in module units: each run of dark
 * modules in a row is a line through the middle of the row (`M0 0.5h7m2 0h1…`). Half the bytes of a
 * rectangle per run, and the code is in the HTML of every menu page.
 */
export function qrPath({ size, modules }: QrDrawing): string {
  let path = ''
  for (let y = 0; y < size; y++) {
    const row = modules.slice(y * size, (y + 1) * size)
    let end: number | undefined
    for (const run of row.matchAll(/1+/g)) {
      path += end === undefined ? `M${run.index} ${y + 0.5}` : `m${run.index - end} 0`
      path += `h${run[0].length}`
      end = run.index + run[0].length
    }
  }
  return path
}

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
