import type { ReactNode } from 'react'
import * as styles from './ButtonLabel.css'

interface ButtonLabelProps {
  /** The icon before the label: it stays beside the label's first word, never alone on a line. */
  icon?: ReactNode
  /** The translated label, holding `value` ("Rufen Sie uns an: +371 2000 0000"). */
  text: string
  /** What the label names: a phone number, a network. */
  value: string
}

/**
 * A button's label that holds a value: where the button is too narrow for one line, it breaks
 * before the value ("Rufen Sie uns an: / +371 2000 0000"), not inside the phrase around it
 * ("Rufen Sie uns / an: +371…"). The translator decides where the value stands; each side keeps
 * together unless it is longer than a whole line.
 */
export function ButtonLabel({ icon, text, value }: ButtonLabelProps) {
  const at = text.indexOf(value)
  const before = at < 0 ? text : text.slice(0, at).trimEnd()
  const rest = at < 0 ? '' : text.slice(at)
  if (!before) {
    return (
      <span className={styles.phrase}>
        {icon}
        {rest}
      </span>
    )
  }
  return (
    <>
      <span className={styles.phrase}>
        {icon}
        {before}
      </span>
      {rest && (
        <>
          {' '}
          <span className={styles.phrase}>{rest}</span>
        </>
      )}
    </>
  )
}
