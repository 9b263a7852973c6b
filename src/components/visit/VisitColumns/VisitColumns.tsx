import type { ReactNode } from 'react'
import { container } from '../../../design/recipes.css'
import * as styles from './VisitColumns.css'

interface VisitColumnsProps {
  /** The narrow column: address, hours, contact. It comes first on a phone. */
  contact: ReactNode
  /** The wide column: map and transport. */
  transport: ReactNode
  /** Under the contact on a wide screen and on paper; last on a phone, after the way here. */
  evenings?: ReactNode
}

/** The page's two columns side by side on a wide screen, one after the other on a phone. */
export function VisitColumns({ contact, transport, evenings }: VisitColumnsProps) {
  return (
    <div className={`${container} ${styles.columns}`}>
      <div className={styles.contact}>{contact}</div>
      <div className={styles.transport}>{transport}</div>
      {evenings && <div className={styles.evenings}>{evenings}</div>}
    </div>
  )
}
