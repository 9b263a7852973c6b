import type { ReactNode } from 'react'
import { container } from '../../../design/recipes.css'
import * as styles from './VisitColumns.css'

interface VisitColumnsProps {
  /** The narrow column: address, hours, contact. It comes first on a phone. */
  contact: ReactNode
  /** The wide column: map and transport. */
  transport: ReactNode
}

/** The page's two columns side by side on a wide screen, one after the other on a phone. */
export function VisitColumns({ contact, transport }: VisitColumnsProps) {
  return (
    <div className={`${container} ${styles.columns}`}>
      {contact}
      {transport}
    </div>
  )
}
