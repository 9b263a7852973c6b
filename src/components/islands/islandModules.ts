import type { ComponentType } from 'react'
import { islandNameOfFile } from './islandMarkup'

// Every island, loaded at once: the server renders them all, and names each by its file.
const islandComponents = import.meta.glob<ComponentType<never>>('./*.island.tsx', { eager: true, import: 'default' })

/** The island a component is the default export of, named after its file; throws for any other component. */
export function islandNameOf(component: unknown): string {
  const file = Object.keys(islandComponents).find((path) => islandComponents[path] === component)
  if (!file) throw new Error(`${(component as { name?: string }).name || 'A component'} is no island: export it as the default of a file src/components/islands/*.island.tsx`)
  return islandNameOfFile(file)
}
