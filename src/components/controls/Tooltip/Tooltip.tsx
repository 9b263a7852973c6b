import type { ReactElement } from 'react'
import { Tooltip as AriaTooltip, TooltipTrigger } from 'react-aria-components/Tooltip'
import { timing } from '../../../design/tokens'
import * as styles from './Tooltip.css'

interface TooltipProps {
  /** The tooltip's text: a hint, never the only place the information is. */
  label: string
  /** A react-aria focusable element (Button, Link). */
  children: ReactElement
}

/** Shows a hint after 700 ms of hover, or at once on keyboard focus. */
export function Tooltip({ label, children }: TooltipProps) {
  return (
    <TooltipTrigger delay={timing.tooltipDelayMs}>
      {children}
      <AriaTooltip className={styles.tooltip} offset={8}>
        {label}
      </AriaTooltip>
    </TooltipTrigger>
  )
}
