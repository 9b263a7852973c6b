import type { ReactNode } from 'react'
import { badge, type BadgeStyle } from '../../../design/recipes.css'

interface BadgeProps extends BadgeStyle {
  children: ReactNode
}

/**
 * A short label; its text carries the meaning, the colour only supports it. Its fill marks the kind
 * of label, so it is a state marker: it keeps 3:1 against what is behind it in both themes.
 */
export function Badge({ tone, children }: BadgeProps) {
  return (
    <span className={badge({ tone })} data-state-marker="badge">
      {children}
    </span>
  )
}
