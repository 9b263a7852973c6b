import type { ReactNode } from 'react'
import type { TransportIconName } from '../TransportIcon/TransportIcon'
import { TransportIcon } from '../TransportIcon/TransportIcon'
import * as styles from './TransportCard.css'

interface TransportCardProps {
  title: string
  /** The walk from there to our door, already worded ("4–6 minutes on foot"); it leads the card. */
  walk?: ReactNode
  /** The facts a visitor needs, each a short line (text, or a message holding a part on one line). */
  facts: readonly ReactNode[]
  /** A picture for the title. @default none */
  icon?: TransportIconName
}

/** A way of getting here, as a card of short facts. */
export function TransportCard({ title, walk, facts, icon }: TransportCardProps) {
  return (
    <article className={styles.card}>
      <h4 className={styles.title}>
        {icon && <TransportIcon name={icon} isFramed />}
        {title}
      </h4>
      {walk && (
        <p className={styles.walk}>
          <TransportIcon name="walk" />
          {/* One flex item: a message may hold a span of its own, which must not become an item apart. */}
          <span>{walk}</span>
        </p>
      )}
      <ul className={styles.facts}>
        {facts.map((fact, index) => (
          // The facts are a fixed list for the card: their order is their identity.
          <li key={index} className={styles.fact}>
            {fact}
          </li>
        ))}
      </ul>
    </article>
  )
}
