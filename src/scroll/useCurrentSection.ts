import { useEffect, useState, type RefObject } from 'react'

/** How far below the sticky bar a section's top counts as "reached", in px (a jump lands it just under). */
const reachedMargin = 48

/**
 * Scroll-spy: the last of these sections whose top has passed under the sticky bar (`barRef`),
 * or undefined while none has or the group has been read to its end. Measured on scroll and
 * resize, at most once a frame.
 */
export function useCurrentSection(sectionIds: readonly string[], barRef: RefObject<HTMLElement | null>): string | undefined {
  const [current, setCurrent] = useState<string | undefined>()
  const key = sectionIds.join(' ')

  useEffect(() => {
    const ids = key.split(' ')
    let frame = 0
    const measure = () => {
      frame = 0
      const line = (barRef.current?.getBoundingClientRect().bottom ?? 0) + reachedMargin
      // At the very bottom the last short sections can never reach the bar: the lowest one in view counts.
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2
      // Only the sections shown: the vegan-only filter hides some, and a hidden one has no box.
      const shown = ids.flatMap((id) => {
        const box = document.getElementById(id)?.getBoundingClientRect()
        return box && box.height > 0 ? [{ id, box }] : []
      })
      let reached: { id: string; box: DOMRect } | undefined
      for (const section of shown) {
        if (section.box.top <= line || (atBottom && section.box.top < window.innerHeight)) reached = section
      }
      // A group read to its end marks nothing (on phones the food column ends before the drinks begin).
      if (reached && reached === shown.at(-1) && reached.box.bottom < line) reached = undefined
      setCurrent(reached?.id)
    }
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure)
    }
    measure()
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule)
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
    }
  }, [key, barRef])

  return current
}
