import { useEffect, type ReactNode } from 'react'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'

interface IslandRootProps {
  children: ReactNode
  /** Called once the island has hydrated (the browser only). */
  onHydrated?: () => void
}

/**
 * What surrounds every island, on the server and in the browser alike: Lingui, in the page's
 * language, which the caller has activated. (No react-aria locale: no island shows a text of react-aria's own, and its provider
 * would add its code to every island.)
 */
export function IslandRoot({ children, onHydrated }: IslandRootProps) {
  return (
    <I18nProvider i18n={i18n}>
      {children}
      {onHydrated && <Hydrated onHydrated={onHydrated} />}
    </I18nProvider>
  )
}

/** Renders nothing; its effect runs once the island's first commit, its hydration, is done. */
function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated])
  return null
}
