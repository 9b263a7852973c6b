import { useLingui } from '@lingui/react/macro'
import { Button } from '../../controls/Button/Button'
import { showToast } from '../../shell/Toaster/toastQueue'
import * as styles from './CopyAddressButton.css'

interface CopyAddressButtonProps {
  /** The address as one line, the way a maps app or a taxi app takes it. */
  address: string
}

/** Copies the address to the clipboard and says so in a notification, or says that it could not. */
export function CopyAddressButton({ address }: CopyAddressButtonProps) {
  const { t } = useLingui()

  const copy = async () => {
    let copied = true
    try {
      await navigator.clipboard.writeText(address)
    } catch {
      // Refused permission, an insecure page, or no clipboard at all: the visitor is told below.
      copied = false
    }
    showToast(
      copied
        ? { title: t({ message: 'Address copied', comment: 'Notification after the "Copy address" button put the address on the clipboard' }), description: address }
        : {
            title: t({ message: 'The address could not be copied', comment: 'Notification when the browser refused to put the address on the clipboard' }),
            description: t({ message: 'Select it on the page and copy it by hand.', comment: 'Second line of the notification when copying the address failed. Terms: form of address — see the glossary in docs/translating.md.' }),
          },
    )
  }

  return (
    <div className={styles.action}>
      <Button variant="secondary" onPress={copy}>
        <svg viewBox="0 0 24 24" width="1.1em" height="1.1em" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
          <path d="M9 9h10a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H9a1 1 0 0 1-1-1V10a1 1 0 0 1 1-1ZM5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
        </svg>
        {t({ message: 'Copy address', comment: 'Visit page: button that copies the restaurant’s address to the clipboard. Terms: form of address — see the glossary in docs/translating.md.' })}
      </Button>
    </div>
  )
}
