import { useId } from 'react'
import * as styles from './QuotedRequest.css'

/** A number and the word after it ("4 people", "20. novembrī", "20 ноября"), which a line must not part. */
const numberAndWord = /(\d+(?:[.:]\d+)*\.? \S+)/

interface QuotedRequestProps {
  /** What the text is: "Your message", "What to say on the phone". */
  caption: string
  text: string
  /** The message as the chat and the e-mail show it, a line each; else one paragraph. @default false */
  keepLines?: boolean
}

/**
 * A text the panel has written for the guest, quoted as they will send or say it. Only its look
 * holds a number to the word after it (a line break between "4" and "people" read badly): the text
 * sent keeps ordinary spaces.
 */
export function QuotedRequest({ caption, text, keepLines = false }: QuotedRequestProps) {
  // Named by its caption, said so outright: not every tool derives a figure's name from it.
  const captionId = useId()
  return (
    <figure className={styles.quote} aria-labelledby={captionId}>
      <figcaption id={captionId} className={styles.caption}>
        {caption}
      </figcaption>
      <blockquote className={keepLines ? `${styles.text} ${styles.lines}` : styles.text}>
        {text.split(numberAndWord).map((part, index) =>
          index % 2 === 1 ? (
            <span key={index} className={styles.together}>
              {part}
            </span>
          ) : (
            part
          ),
        )}
      </blockquote>
    </figure>
  )
}
