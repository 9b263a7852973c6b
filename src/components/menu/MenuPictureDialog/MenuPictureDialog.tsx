import { useLingui } from '@lingui/react/macro'
import { Button } from 'react-aria-components/Button'
import { Dialog } from 'react-aria-components/Dialog'
import { Heading } from 'react-aria-components/Heading'
import { Modal, ModalOverlay } from 'react-aria-components/Modal'
import { menuArt, menuArtSize } from '../../../content/menu/menuArt'
import type { MenuArtName } from '../../../content/menu/menuTypes'
import { ArtImage } from '../../controls/ArtImage/ArtImage'
import { Icon } from '../../controls/Icon/Icon'
import * as styles from './MenuPictureDialog.css'

interface MenuPictureDialogProps {
  art: MenuArtName
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
}

/**
 * A menu drawing, large, with its caption. Escape, the close button and a click outside close it;
 * react-aria returns focus to the picture that opened it.
 */
export default function MenuPictureDialog({ art, isOpen, onOpenChange }: MenuPictureDialogProps) {
  const { t, i18n } = useLingui()
  const { src, nightSrc, alt, caption } = menuArt[art]
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={styles.overlay}>
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog}>
          <figure className={styles.figure}>
            <ArtImage className={styles.image} src={src} nightSrc={nightSrc} alt={i18n._(alt)} width={menuArtSize.width} height={menuArtSize.height} />
            <figcaption className={styles.caption}>
              <Heading slot="title" className={styles.title}>
                {i18n._(caption)}
              </Heading>
            </figcaption>
          </figure>
          <Button slot="close" className={styles.close} aria-label={t({ message: 'Close', comment: 'Screen-reader name of the button that closes the enlarged menu picture. Terms: form of address — see the glossary in docs/translating.md.' })}>
            <Icon name="close" />
          </Button>
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
