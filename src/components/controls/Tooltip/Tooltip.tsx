import { useEffect, useRef, useState, type ReactElement } from 'react'
import { Tooltip as AriaTooltip, TooltipTrigger } from 'react-aria-components/Tooltip'
import { timing } from '../../../design/tokens'
import * as styles from './Tooltip.css'

interface TooltipProps {
  /** The tooltip's text: a hint, never the only place the information is. */
  label: string
  /** A react-aria focusable element (Button, Link). */
  children: ReactElement
}

/**
 * Shows a hint after 700 ms of hover, or at once on keyboard focus; Escape hides it. Its island wakes
 * on the first hover or focus, which came before its code: that one is taken up as it hydrates.
 */
export function Tooltip({ label, children }: TooltipProps) {
  const [isOpen, setOpen] = useState(false)
  const triggerBox = useRef<HTMLSpanElement>(null)
  useEffect(() => {
    const trigger = triggerBox.current?.firstElementChild
    if (trigger?.matches(':focus-visible')) return setOpen(true)
    if (!trigger?.matches(':hover')) return
    const timer = setTimeout(() => setOpen(trigger.matches(':hover')), timing.tooltipDelayMs)
    return () => clearTimeout(timer)
  }, [])
  return (
    <TooltipTrigger delay={timing.tooltipDelayMs} isOpen={isOpen} onOpenChange={setOpen}>
      <span ref={triggerBox} className={styles.trigger}>
        {children}
      </span>
      <AriaTooltip className={styles.tooltip} offset={8}>
        {label}
      </AriaTooltip>
    </TooltipTrigger>
  )
}
