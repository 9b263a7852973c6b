import type { ReactNode } from 'react'
import { button, type ButtonStyle } from '../../../design/recipes.css'

interface ButtonProps extends ButtonStyle {
  children: ReactNode
  /** What the button does. */
  onPress?: () => void
  /** @default false */
  isDisabled?: boolean
  /** What it started is under way: it says so (busy), and a press meanwhile does nothing. @default false */
  isPending?: boolean
  'aria-label'?: string
}

/**
 * An action button. A native `<button>`: its HTML stands before its island hydrates, and for a plain
 * press react-aria's press and hover handling would only add code
 * (docs/decisions/0009-plain-buttons-are-native.md). Composite
 * controls (switch, toasts, tooltips) stay react-aria's.
 */
export function Button({ variant, size, onPress, isDisabled = false, isPending = false, children, 'aria-label': ariaLabel }: ButtonProps) {
  return (
    <button
      type="button"
      className={button({ variant, size })}
      onClick={isPending ? undefined : onPress}
      disabled={isDisabled}
      aria-busy={isPending || undefined}
      aria-label={ariaLabel}
    >
      {children}
    </button>
  )
}
