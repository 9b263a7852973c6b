import { useEffect, useRef, type RefObject } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useCurrentSection } from '../../../scroll/useCurrentSection'
import { notVegan } from '../veganOnly.css'
import * as styles from './MenuIndex.css'

/** A column of the menu as its index lists it, its texts already in the page's language. */
export interface MenuIndexGroup {
  id: string
  label: string
  sections: readonly { id: string; title: string; isVegan: boolean }[]
}

/** A sticky row of links to every section; the section being read is marked. */
export function MenuIndex({ groups }: { groups: readonly MenuIndexGroup[] }) {
  const { t } = useLingui()
  const barRef = useRef<HTMLElement>(null)
  return (
    <nav ref={barRef} className={styles.bar} aria-label={t({ message: 'Menu sections', comment: 'Screen-reader name of the row of links to the sections of the menu' })}>
      <div className={styles.groups}>
        {groups.map((group) => (
          <MenuColumnLinks key={group.id} group={group} barRef={barRef} />
        ))}
      </div>
    </nav>
  )
}

function MenuColumnLinks({ group, barRef }: { group: MenuIndexGroup; barRef: RefObject<HTMLElement | null> }) {
  const listRef = useRef<HTMLUListElement>(null)
  const current = useCurrentSection(
    group.sections.map((section) => section.id),
    barRef,
  )

  // Keep the marked link in sight inside the row, without moving the page.
  useEffect(() => {
    const link = current && listRef.current?.querySelector<HTMLElement>(`[href="#${current}"]`)
    const scroller = link && scrollerOf(link)
    if (!link || !scroller) return
    const linkBox = link.getBoundingClientRect()
    const offset = linkBox.left - scroller.getBoundingClientRect().left
    scroller.scrollTo({ left: scroller.scrollLeft + offset - (scroller.clientWidth - linkBox.width) / 2 })
  }, [current])

  return (
    <ul ref={listRef} className={styles.list} aria-label={group.label}>
      {group.sections.map((section) => (
        <li key={section.id} className={section.isVegan ? undefined : notVegan}>
          <a
            className={styles.link}
            href={`#${section.id}`}
            aria-current={section.id === current ? 'location' : undefined}
            data-state-marker={section.id === current ? 'current section' : undefined}
          >
            {section.title}
          </a>
        </li>
      ))}
    </ul>
  )
}

/** The row that scrolls sideways: the whole bar on phones, each group on wide screens. */
function scrollerOf(element: HTMLElement): HTMLElement | undefined {
  for (let node = element.parentElement; node; node = node.parentElement) {
    if (node.scrollWidth > node.clientWidth && getComputedStyle(node).overflowX !== 'visible') return node
  }
  return undefined
}
