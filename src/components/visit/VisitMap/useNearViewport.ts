import { useEffect, useState, type RefObject } from 'react'

/**
 * Becomes true, once, when the element comes within `margin` of the viewport: the moment to start
 * loading what it will show, so it is there by the time the visitor scrolls to it.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '200px'): boolean {
  const [isNear, setIsNear] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (isNear || !element) return
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setIsNear(true), { rootMargin: margin })
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, margin, isNear])
  return isNear
}
