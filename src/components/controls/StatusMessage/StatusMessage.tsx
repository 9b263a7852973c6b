import type { ReactNode } from 'react'
import * as styles from './StatusMessage.css'

interface StatusMessageProps {
  /** A large status code above the heading ("404"), also read as part of the heading. */
  code?: string
  heading: string
  text: string
  /** A drawing above it all. */
  picture?: ReactNode
  /** The ways out: links back, side by side where they fit. */
  action: ReactNode
}

/** A page-sized message for when what was asked for is not there. */
export function StatusMessage({ code, heading, text, picture, action }: StatusMessageProps) {
  return (
    <section className={styles.statusMessage}>
      {picture && <div className={styles.picture}>{picture}</div>}
      {code && (
        <p className={styles.code} aria-hidden="true">
          {code}
        </p>
      )}
      <h1 className={styles.heading}>
        {code && <span className={styles.hiddenCode}>{code} </span>}
        {heading}
      </h1>
      <p className={styles.text}>{text}</p>
      <div className={styles.actions}>{action}</div>
    </section>
  )
}
