import type { ReactNode } from 'react'
import { button, type ButtonStyle } from '../../../design/recipes.css'

interface ButtonProps extends ButtonStyle {
  children: ReactNode
  /** What the button does. */
  onPress?: () => void
  /** @default false */
  isDisabled?: boolean
  'aria-label'?: string
}

/**
 * An action button. A native `<button>`: it works before hydration, and for a plain press react-aria's
 * press and hover handling would add its code to every page that shows one (docs/decisions.md).
 * Composite controls (dialog, switch, toasts, tooltips) stay react-aria's.
 */
export function Button({ variant, size, onPress, isDisabled = false, children, 'aria-label': ariaLabel }: ButtonProps) {
  return (
    <button type="button" className={button({ variant, size })} onClick={onPress} disabled={isDisabled} aria-label={ariaLabel}>
      {children}
    </button>
  )
}
