import type { I18n } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { menuColumns, type MenuColumn } from '../../../content/menu/menu'
import { filterItemOf } from '../../../content/menu/menuFilter'
import { itemsOf, veganPartOf } from '../../../content/menu/veganOnly'
import { container } from '../../../design/recipes.css'
import type { MenuIndexGroup } from '../MenuIndex/MenuIndex'
import { MenuIndexIsland } from '../MenuIndex/MenuIndexIsland'
import { AllergenLegend } from '../AllergenLegend/AllergenLegend'
import { VeganFilterIsland } from '../VeganFilter/VeganFilterIsland'
import { MenuColumns } from '../MenuColumns/MenuColumns'
import { board } from '../veganOnly.css'
import * as styles from './MenuBoard.css'

interface MenuBoardProps {
  /** The menu's columns. @default the owner's menu (src/content/data/menu.json) */
  columns?: readonly MenuColumn[]
}

/** The menu: its filter, the sticky section index, the two columns and the allergens' legend. */
export function MenuBoard({ columns = menuColumns }: MenuBoardProps) {
  const { i18n } = useLingui()
  const items = itemsOf(columns.flatMap((column) => column.sections)).map(filterItemOf)
  return (
    <div className={board}>
      <div className={`${container} ${styles.tools}`}>
        {/* The switches and boxes filter by themselves; the count's code comes with the first tap or focus. */}
        <VeganFilterIsland items={items} />
      </div>
      {/* It marks the section being read: its code comes with the first scroll, or a first tap or focus on it. */}
      <MenuIndexIsland groups={indexGroupsOf(columns, i18n)} />
      <MenuColumns columns={columns} footnote={<AllergenLegend />} />
    </div>
  )
}

/** The section index's groups, their texts translated: the island carries no menu messages of its own. */
export function indexGroupsOf(columns: readonly MenuColumn[], i18n: I18n): MenuIndexGroup[] {
  return columns.map((column) => ({
    id: column.id,
    label: i18n._(column.label),
    sections: column.sections.map((section) => ({ id: section.id, title: i18n._(section.title), isVegan: veganPartOf(section) !== undefined })),
  }))
}
