import { useEffect, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { restaurantName } from '../../../content/business'
import { tokens } from '../../../design/tokens'
import { drawQr, qrPath, qrPng, quietZone, type QrError, type QrResult } from '../../../qr/qrDrawing'
import { Button } from '../../controls/Button/Button'
import { Icon } from '../../controls/Icon/Icon'
import * as styles from './MenuQrCode.css'

/** The downloaded PNG: 1024 × 1024 px, named after the restaurant (specification, section 9). */
const download = { pixels: 1024, fileName: `${restaurantName.toLowerCase()}-menu-qr.png` } as const

interface MenuQrCodeProps {
  /** The address the code opens. */
  value: string
  /** The code drawn ahead (at prerender); without it the browser draws it. */
  drawing?: QrResult
}

/** The menu's QR code with its caption and a button that saves it as a PNG. */
export function MenuQrCode({ value, drawing }: MenuQrCodeProps) {
  const { t } = useLingui()
  // Drawn here only when the page did not bring a drawing; kept with the value it was drawn for.
  const [drawn, setDrawn] = useState<{ value: string; result: QrResult }>()
  const [saveFailed, setSaveFailed] = useState(false)
  const result: QrResult | undefined = saveFailed ? { error: 'failed' } : (drawing ?? (drawn?.value === value ? drawn.result : undefined))

  useEffect(() => {
    if (drawing) return
    let isCurrent = true
    drawQr(value).then((drawnNow) => isCurrent && setDrawn({ value, result: drawnNow }))
    return () => {
      isCurrent = false
    }
  }, [value, drawing])

  if (result && 'error' in result) return <QrErrorMessage error={result.error} />

  const save = async () => {
    if (!result || 'error' in result) return
    try {
      const png = await qrPng(result.drawing, download.pixels, { dark: tokens.color.qrDark, light: tokens.color.qrLight })
      saveFile(png, download.fileName)
      const { showToast } = await import('../../shell/Toaster/toastQueue')
      showToast({ title: t({ message: 'QR code downloaded', comment: 'Notification after the menu QR code was saved as a picture' }), description: download.fileName })
    } catch {
      setSaveFailed(true)
    }
  }

  const side = result ? result.drawing.size + 2 * quietZone : 0
  return (
    <div className={styles.card}>
      <figure className={styles.figure}>
        {result ? (
          <svg
            className={styles.code}
            viewBox={`${-quietZone} ${-quietZone} ${side} ${side}`}
            role="img"
            aria-label={t({ message: `QR code of ${value}`, comment: 'Screen-reader description of the QR code; the placeholder is the web address it opens' })}
            shapeRendering="crispEdges"
          >
            <rect x={-quietZone} y={-quietZone} width={side} height={side} fill={tokens.color.qrLight} />
            <path d={qrPath(result.drawing)} fill="none" stroke={tokens.color.qrDark} strokeWidth={1} />
          </svg>
        ) : (
          <div className={styles.code} />
        )}
        <figcaption className={styles.caption}>{t({ message: 'Scan to view our menu', comment: 'Caption under the QR code at the bottom of the menu. Terms: form of address — see the glossary in docs/translating.md.' })}</figcaption>
      </figure>
      {/* Without JavaScript nothing can draw the PNG: the code stays, the button goes (its style). */}
      <div className={styles.action}>
        <Button variant="secondary" isDisabled={!result} onPress={save}>
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

function saveFile(file: Blob, name: string) {
  const url = URL.createObjectURL(file)
  const link = Object.assign(document.createElement('a'), { href: url, download: name })
  link.click()
  // Revoked after the click has started the download, not before.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
