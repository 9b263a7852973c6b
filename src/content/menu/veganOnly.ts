import type { MenuItem, MenuSection } from './menuTypes'

/** A section as the vegan-only filter shows it: vegan items only; undefined when none is left. */
export function veganPartOf(section: MenuSection): MenuSection | undefined {
  const items = section.items.filter((item) => item.vegan)
  const subsections = (section.subsections ?? []).flatMap((subsection) => veganPartOf(subsection) ?? [])
  if (items.length === 0 && subsections.length === 0) return undefined
  return { ...section, items, subsections }
}

/** The sections to show: all of them, or only their vegan part. */
export function visibleSections(sections: readonly MenuSection[], veganOnly: boolean): readonly MenuSection[] {
  return veganOnly ? sections.flatMap((section) => veganPartOf(section) ?? []) : sections
}

/** Every item of these sections and their subsections. */
export function itemsOf(sections: readonly MenuSection[]): MenuItem[] {
  return sections.flatMap((section) => [...section.items, ...itemsOf(section.subsections ?? [])])
}
