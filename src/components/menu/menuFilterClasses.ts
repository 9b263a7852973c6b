import type { MenuItem, MenuSection } from '../../content/menu/menuTypes'
import { itemsOf } from '../../content/menu/veganOnly'
import { contains, notGlutenFree } from './allergenFilter.css'

/** The classes by which the allergen filters hide an item: only for what the owner said it contains. */
export function itemFilterClasses(item: MenuItem): string[] {
  if (!item.allergens) return []
  return [...(item.glutenFree ? [] : [notGlutenFree]), ...item.allergens.map((allergen) => contains[allergen])]
}

/** The classes by which they hide a whole section: those every one of its items has. */
export function sectionFilterClasses(section: MenuSection): string[] {
  const [first, ...rest] = itemsOf([section]).map(itemFilterClasses)
  return (first ?? []).filter((name) => rest.every((classes) => classes.includes(name)))
}
