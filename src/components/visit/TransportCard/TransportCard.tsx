import type { TransportIconName } from '../TransportIcon/TransportIcon'
import { TransportIcon } from '../TransportIcon/TransportIcon'
import * as styles from './TransportCard.css'

interface TransportCardProps {
  title: string
  /** The walk from there to our door, already worded ("4–6 minutes on foot"); it leads the card. */
  walk?: string
  /** The facts a visitor needs, each a short line. */
  facts: readonly string[]
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
          {walk}
        </p>
      )}
      <ul className={styles.facts}>
        {facts.map((fact) => (
          <li key={fact} className={styles.fact}>
            {fact}
          </li>
        ))}
      </ul>
    </article>
  )
}
