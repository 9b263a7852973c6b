import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { color } from '../../../design/tokens'
import { qrPath, quietZone, type QrError, type QrResult } from '../../../qr/qrDrawing'
import { Button } from '../../controls/Button/Button'
import { Icon } from '../../controls/Icon/Icon'
import { showToast } from '../../shell/Toaster/toastQueue'
import * as styles from './MenuQrCode.css'

interface MenuQrCodeProps {
  /** The address the code opens. */
  value: string
  /** The code, drawn ahead (the menu's loader, at prerender; src/qr/drawQr.ts). */
  drawing: QrResult
}

/** The menu's QR code with its caption and a button that saves it as a PNG. */
export function MenuQrCode({ value, drawing }: MenuQrCodeProps) {
  const { t } = useLingui()
  const [saveFailed, setSaveFailed] = useState(false)
  const [isSaving, setSaving] = useState(false)
  const result: QrResult = saveFailed ? { error: 'failed' } : drawing

  if ('error' in result) return <QrErrorMessage error={result.error} />

  const save = async () => {
    setSaving(true)
    try {
      // Loaded when asked: the page's first load carries only what draws the code.
      const { saveQrCode } = await import('./saveQrCode')
      const fileName = await saveQrCode(result.drawing)
      showToast({ title: t({ message: 'QR code downloaded', comment: 'Notification after the menu QR code was saved as a picture' }), description: fileName })
    } catch {
      setSaveFailed(true)
    } finally {
      setSaving(false)
    }
  }

  const side = result.drawing.size + 2 * quietZone
  return (
    <div className={styles.card}>
      <figure className={styles.figure}>
        <svg
          className={styles.code}
          viewBox={`${-quietZone} ${-quietZone} ${side} ${side}`}
          role="img"
          aria-label={t({ message: `QR code of ${value}`, comment: 'Screen-reader description of the QR code; the placeholder is the web address it opens' })}
          shapeRendering="crispEdges"
        >
          <rect x={-quietZone} y={-quietZone} width={side} height={side} fill={color.qrLight} />
          <path d={qrPath(result.drawing)} fill="none" stroke={color.qrDark} strokeWidth={1} />
        </svg>
        <figcaption className={styles.caption}>{t({ message: 'Scan to view our menu', comment: 'Caption under the QR code at the bottom of the menu. Terms: form of address — see the glossary in docs/translating.md.' })}</figcaption>
      </figure>
      {/* Without JavaScript nothing can draw the PNG: the code stays, the button goes (its style). */}
      <div className={styles.action}>
        <Button variant="secondary" onPress={save} isPending={isSaving}>
          <Icon name="download" />
          {t({ message: 'Download QR Code', comment: 'Button that saves the menu QR code as a PNG picture. Terms: form of address — see the glossary in docs/translating.md.' })}
        </Button>
      </div>
    </div>
  )
}

function QrErrorMessage({ error }: { error: QrError }) {
  const { t } = useLingui()
  return (
    <p className={styles.error} role="alert">
      {error === 'tooLong'
        ? t({ message: 'The QR code could not be made: the address is too long to fit in one.', comment: "Shown instead of the QR code when the library reports 'Data too long'" })
        : t({ message: 'The QR code could not be made. The menu itself is all here.', comment: 'Shown instead of the QR code when drawing it failed for another reason' })}
    </p>
  )
}
