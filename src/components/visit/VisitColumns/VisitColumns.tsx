import type { ReactNode } from 'react'
import { container } from '../../../design/recipes.css'
import * as styles from './VisitColumns.css'

interface VisitColumnsProps {
  /** The narrow column: address, hours, contact. On a phone it follows the way here, the page's purpose (V22). */
  contact: ReactNode
  /** The wide column: map (with the address and a route) and transport. First on a phone. */
  transport: ReactNode
  /** Under the contact on a wide screen and on paper; last on a phone, after the way here. */
  evenings?: ReactNode
}

/** The page's two columns side by side on a wide screen (contact on the left), one after the other on a phone, the way here first. */
export function VisitColumns({ contact, transport, evenings }: VisitColumnsProps) {
  return (
    <div className={`${container} ${styles.columns}`}>
      <div className={styles.transport}>{transport}</div>
      <div className={styles.contact}>{contact}</div>
      {evenings && <div className={styles.evenings}>{evenings}</div>}
    </div>
  )
}
