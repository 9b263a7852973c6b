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
