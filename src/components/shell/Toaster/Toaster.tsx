import { useEffect, useRef } from 'react'
import { useLingui } from '@lingui/react/macro'
import {
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components/Toast'
import { Button } from 'react-aria-components/Button'
import { Icon } from '../../controls/Icon/Icon'
import { toastQueue } from './toastQueue'
import * as styles from './Toaster.css'

/** Notifications, bottom right. Alt+T moves focus to the newest one. */
export function Toaster() {
  const { t } = useLingui()
  const regionRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const focusToasts = (event: KeyboardEvent) => {
      if (!event.altKey || event.code !== 'KeyT') return
      const region = regionRef.current
      if (!region) return
      event.preventDefault()
      const toasts = region.querySelectorAll<HTMLElement>('[role="alertdialog"]')
      ;(toasts[toasts.length - 1] ?? region).focus()
    }
    document.addEventListener('keydown', focusToasts)
    return () => document.removeEventListener('keydown', focusToasts)
  }, [])

  return (
    <ToastRegion
      ref={regionRef}
      queue={toastQueue}
      className={styles.region}
      aria-label={t({ message: 'Notifications', comment: 'Screen-reader name of the area where notifications appear' })}
    >
      {({ toast }) => (
        <Toast toast={toast} className={styles.toast}>
          <ToastContent className={styles.content}>
            <Text slot="title" className={styles.title}>
              {toast.content.title}
            </Text>
            {toast.content.description && <Text slot="description">{toast.content.description}</Text>}
          </ToastContent>
          <Button
            slot="close"
            className={styles.close}
            aria-label={t({ message: 'Close notification', comment: 'Button that dismisses a notification. Terms: form of address — see the glossary in docs/translating.md.' })}
          >
            <Icon name="close" />
          </Button>
        </Toast>
      )}
    </ToastRegion>
  )
}
