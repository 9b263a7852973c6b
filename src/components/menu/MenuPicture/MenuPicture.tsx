import { lazy, Suspense, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { menuArt, menuArtSize } from '../../../content/menu/menuArt'
import type { MenuArtName } from '../../../content/menu/menuTypes'
import { ArtImage } from '../../controls/ArtImage/ArtImage'
import { Icon } from '../../controls/Icon/Icon'
import * as styles from './MenuPicture.css'

const loadDialog = () => import('../MenuPictureDialog/MenuPictureDialog')
const MenuPictureDialog = lazy(loadDialog)

interface MenuPictureProps {
  art: MenuArtName
  /** A wide banner over a section, or a small square beside a dish. */
  shape: 'banner' | 'thumbnail'
}

/** A menu drawing that opens larger in a dialog; the dialog's code loads when it is first wanted. */
export function MenuPicture({ art, shape }: MenuPictureProps) {
  const { t, i18n } = useLingui()
  const [isOpen, setOpen] = useState(false)
  const { src, nightSrc, alt } = menuArt[art]
  const description = i18n._(alt)
  return (
    <>
      <button
        type="button"
        className={styles.trigger[shape]}
        onMouseEnter={loadDialog}
        onFocus={loadDialog}
        onClick={() => setOpen(true)}
        aria-label={t({
          message: `Show larger: ${description}`,
          comment: 'Screen-reader name of a menu picture that opens a larger version; the placeholder describes the picture. Terms: form of address — see the glossary in docs/translating.md.',
        })}
      >
        <ArtImage className={styles.image} src={src} nightSrc={nightSrc} alt="" width={menuArtSize.width} height={menuArtSize.height} loading="lazy" decoding="async" />
        <span className={styles.zoomHint} aria-hidden="true">
          <Icon name="zoomIn" size="1.125em" />
        </span>
      </button>
      {isOpen && (
        <Suspense fallback={null}>
          <MenuPictureDialog art={art} isOpen onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  )
}
