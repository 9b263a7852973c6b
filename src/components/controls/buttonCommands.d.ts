// A button's invoker command (HTML's `command` and `commandfor`), which React's types do not know yet:
// written in lower case, React passes them to the page as they are.
import type { ButtonHTMLAttributes } from 'react'

declare module 'react' {
  interface ButtonHTMLAttributes<T> {
    /** What the button does to the element `commandfor` names, with no script (`show-modal`, `close`). */
    command?: 'show-modal' | 'close' | 'request-close' | 'show-popover' | 'hide-popover' | 'toggle-popover' | undefined
    /** The id of the element the button's `command` acts on. */
    commandfor?: string | undefined
  }
}
