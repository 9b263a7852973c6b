import type { ReactNode } from 'react'
import { badge, type BadgeStyle } from '../../../design/recipes.css'

interface BadgeProps extends BadgeStyle {
  children: ReactNode
}

/** A short label; its text carries the meaning, the colour only supports it. */
export function Badge({ tone, children }: BadgeProps) {
  return <span className={badge({ tone })}>{children}</span>
}
