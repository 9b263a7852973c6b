import { useLingui } from '@lingui/react/macro'
import { restaurantName } from '../../../content/business'
import { pageHeadings } from '../../../content/pages'
import { pictures } from '../../../content/pictures'
import { container } from '../../../design/recipes.css'
import type { QrResult } from '../../../qr/qrDrawing'
import { Picture } from '../../controls/Picture/Picture'
import { PrintQrCode } from '../../controls/PrintQrCode/PrintQrCode'
import * as styles from './VisitHero.css'

interface VisitHeroProps {
  /** The code that opens this page on a phone, drawn at prerender: printed beside the heading. @default none */
  qrCode?: QrResult
}

/**
 * The page's opening: its one `h1`, a line under it and the storefront, as a visitor will see it from
 * the street. On paper: the restaurant's name above the heading, and the QR code in the picture's place.
 */
export function VisitHero({ qrCode }: VisitHeroProps) {
  const { t, i18n } = useLingui()
  return (
    <section className={styles.hero}>
      <div className={`${container} ${styles.grid}`}>
        <div className={styles.text}>
          <p className={styles.printName}>{restaurantName}</p>
          <h1 className={styles.heading}>{i18n._(pageHeadings.visit)}</h1>
          <p className={styles.lead}>
            {t({
              message: 'Right in the centre of Riga. Here is when we are open, how to get here and what our guests say.',
              comment: 'Visit page: the line under the main heading "Visit us". Terms: guests — see the glossary in docs/translating.md.',
            })}
          </p>
        </div>
        <div className={styles.picture}>
          <Picture picture={pictures.storefront} isPriority />
        </div>
        {qrCode && (
          <div className={styles.printQr}>
            <PrintQrCode
              qrCode={qrCode}
              caption={t({ message: 'Scan for the map and directions', comment: 'Caption beside the QR code on the printed visit page: it opens the visit page with its map on a phone. Terms: form of address — see the glossary in docs/translating.md.' })}
            />
          </div>
        )}
      </div>
    </section>
  )
}
