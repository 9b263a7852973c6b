// Apart from ./qrDrawing.ts: the page brings its code drawn at prerender, so the browser loads this
// (and the QR library) only when asked to draw one.
import type { QrResult } from './qrDrawing'

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
