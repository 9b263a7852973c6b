import { useEffect, type RefObject } from 'react'

/** A `<details>` used as a dropdown closes on Escape (focus back on its summary) and on a click or focus elsewhere. */
export function useDismissibleDetails(ref: RefObject<HTMLDetailsElement | null>): void {
  useEffect(() => {
    const details = ref.current
    if (!details) return
    const close = () => details.removeAttribute('open')
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !details.open) return
      close()
      details.querySelector('summary')?.focus()
    }
    const onOutside = (event: Event) => {
      if (details.open && !details.contains(event.target as Node)) close()
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('pointerdown', onOutside)
    document.addEventListener('focusin', onOutside)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('pointerdown', onOutside)
      document.removeEventListener('focusin', onOutside)
    }
  }, [ref])
}
