import { useId, type Ref } from 'react'
import { useLingui } from '@lingui/react/macro'
import { menuArt, menuArtSize } from '../../../content/menu/menuArt'
import type { MenuArtName } from '../../../content/menu/menuTypes'
import { ArtImage } from '../../controls/ArtImage/ArtImage'
import { Icon } from '../../controls/Icon/Icon'
import { hasInvokerCommands, hasLightDismiss, isClickOutside } from './dialogPlatform'
import * as styles from './MenuPictureDialog.css'

interface MenuPictureDialogProps {
  /** The id its picture's button opens it by (`commandfor`). */
  id: string
  art: MenuArtName
  /** The dish's dietary marks and allergens in words, under the caption. */
  marks?: string
  ref?: Ref<HTMLDialogElement>
}

/**
 * A menu drawing, large, with its caption: a modal dialog over a dimmed page, which it makes inert
 * to the keyboard and to screen readers. The browser moves focus to its close button, closes it on
 * Escape, on a click outside and from that button, and gives focus back to the picture that opened
 * it; where it cannot do all that by itself, its island does (./dialogPlatform.ts).
 */
export function MenuPictureDialog({ id, art, marks, ref }: MenuPictureDialogProps) {
  const { t, i18n } = useLingui()
  const titleId = useId()
  const { src, nightSrc, alt, caption } = menuArt[art]
  return (
    // oxlint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a click on the backdrop; its keyboard twin is Escape, the browser's own
    <dialog
      id={id}
      closedby="any"
      aria-labelledby={titleId}
      className={styles.dialog}
      ref={ref}
      onClick={(event) => {
        if (!hasLightDismiss() && isClickOutside(event)) event.currentTarget.close()
      }}
    >
      <figure className={styles.figure}>
        {/* Lazy: a closed dialog is not drawn, so the large picture loads when it opens. */}
        <ArtImage className={styles.image} src={src} nightSrc={nightSrc} alt={i18n._(alt)} width={menuArtSize.width} height={menuArtSize.height} loading="lazy" decoding="async" />
        <figcaption className={styles.caption}>
          <h2 id={titleId} className={styles.title}>
            {i18n._(caption)}
          </h2>
          {marks && <p className={styles.marks}>{marks}</p>}
        </figcaption>
      </figure>
      <button
        type="button"
        command="close"
        commandfor={id}
        onClick={(event) => {
          if (!hasInvokerCommands()) event.currentTarget.closest('dialog')?.close()
        }}
        // Focused when the dialog opens, rather than the dialog itself: the first thing a keyboard can act on.
        autoFocus
        className={styles.close}
        aria-label={t({ message: 'Close', comment: 'Screen-reader name of the button that closes the enlarged menu picture. Terms: form of address — see the glossary in docs/translating.md.' })}
      >
        <Icon name="close" />
      </button>
    </dialog>
  )
}
