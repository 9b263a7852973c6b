import { useId, useRef } from 'react'
import { useLingui } from '@lingui/react/macro'
import { menuArt, menuArtSize } from '../../../content/menu/menuArt'
import type { MenuArtName } from '../../../content/menu/menuTypes'
import { ArtImage } from '../../controls/ArtImage/ArtImage'
import { Icon } from '../../controls/Icon/Icon'
import { MenuPictureDialog } from '../MenuPictureDialog/MenuPictureDialog'
import { hasInvokerCommands } from '../MenuPictureDialog/dialogPlatform'
import * as styles from './MenuPicture.css'

interface MenuPictureProps {
  art: MenuArtName
  /** A wide banner over a section, or a small square beside a dish. */
  shape: 'banner' | 'thumbnail'
  /** A dish's dietary marks and allergens in words, already translated, which the enlarged picture names. */
  marks?: string
}

/**
 * A menu drawing that opens larger in a modal dialog. Its button's invoker command opens it with no
 * script where the browser has them; elsewhere its island does, taking a tap that came before it.
 */
export function MenuPicture({ art, shape, marks }: MenuPictureProps) {
  const { t, i18n } = useLingui()
  const dialogId = useId()
  const dialog = useRef<HTMLDialogElement>(null)
  const { src, nightSrc, alt } = menuArt[art]
  const description = i18n._(alt)
  return (
    <>
      <button
        type="button"
        command="show-modal"
        commandfor={dialogId}
        onClick={() => {
          if (!hasInvokerCommands()) dialog.current?.showModal()
        }}
        className={styles.trigger[shape]}
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
      <MenuPictureDialog id={dialogId} art={art} marks={marks} ref={dialog} />
    </>
  )
}
