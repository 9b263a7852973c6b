import { color } from '../../../design/tokens'
import { qrPath, quietZone, type QrResult } from '../../../qr/qrDrawing'
import * as styles from './PrintQrCode.css'

interface PrintQrCodeProps {
  /** Drawn at prerender (`drawQr`); nothing shows when it could not be drawn. */
  qrCode: QrResult
  /** What scanning it opens, beside the code. */
  caption: string
}

/**
 * A QR code for paper, over 2 cm, with its caption beside it: the printed menu's and the printed visit
 * page's. Dark on white whatever the theme; the code itself is decoration to a screen reader, the
 * caption says what it is for.
 */
export function PrintQrCode({ qrCode, caption }: PrintQrCodeProps) {
  if (!('drawing' in qrCode)) return null
  const side = qrCode.drawing.size + 2 * quietZone
  return (
    <figure className={styles.qr} data-print-qr="">
      <svg className={styles.code} viewBox={`${-quietZone} ${-quietZone} ${side} ${side}`} aria-hidden="true" shapeRendering="crispEdges">
        <rect x={-quietZone} y={-quietZone} width={side} height={side} fill={color.qrLight} />
        <path d={qrPath(qrCode.drawing)} fill="none" stroke={color.qrDark} strokeWidth={1} />
      </svg>
      <figcaption className={styles.caption}>{caption}</figcaption>
    </figure>
  )
}
