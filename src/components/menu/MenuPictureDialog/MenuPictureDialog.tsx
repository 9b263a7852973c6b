import { useId } from 'react'
import { useLingui } from '@lingui/react/macro'
import { menuArt, menuArtSize } from '../../../content/menu/menuArt'
import type { MenuArtName } from '../../../content/menu/menuTypes'
import { ArtImage } from '../../controls/ArtImage/ArtImage'
import { Icon } from '../../controls/Icon/Icon'
import * as styles from './MenuPictureDialog.css'

interface MenuPictureDialogProps {
  /** The id its picture's button opens it by (`popovertarget`). */
  id: string
  art: MenuArtName
  /** Shown from the start, for stories; on the site its button opens it. @default false */
  defaultOpen?: boolean
}

/**
 * A menu drawing, large, with its caption: a native popover, in the top layer over a dimmed page.
 * The browser opens it from its button, closes it on Escape, on a tap outside and from its close
 * button, moves focus to that button, and gives focus back to the picture that opened it.
 */
export function MenuPictureDialog({ id, art, defaultOpen = false }: MenuPictureDialogProps) {
  const { t, i18n } = useLingui()
  const titleId = useId()
  const { src, nightSrc, alt, caption } = menuArt[art]
  return (
    <dialog
      id={id}
      popover="auto"
      aria-labelledby={titleId}
      className={styles.dialog}
      ref={defaultOpen ? (element) => element?.showPopover() : undefined}
    >
      <figure className={styles.figure}>
        {/* Lazy: a closed popover is not drawn, so the large picture loads when it opens. */}
        <ArtImage className={styles.image} src={src} nightSrc={nightSrc} alt={i18n._(alt)} width={menuArtSize.width} height={menuArtSize.height} loading="lazy" decoding="async" />
        <figcaption className={styles.caption}>
          <h2 id={titleId} className={styles.title}>
            {i18n._(caption)}
          </h2>
        </figcaption>
      </figure>
      <button
        type="button"
        popoverTarget={id}
        popoverTargetAction="hide"
        // The first thing a keyboard meets in the open dialog, as a modal's focus would be.
        autoFocus
        className={styles.close}
        aria-label={t({ message: 'Close', comment: 'Screen-reader name of the button that closes the enlarged menu picture. Terms: form of address — see the glossary in docs/translating.md.' })}
      >
        <Icon name="close" />
      </button>
    </dialog>
  )
}
