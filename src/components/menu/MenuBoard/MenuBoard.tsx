import type { I18n } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { menuColumns, type MenuColumn } from '../../../content/menu/menu'
import { itemsOf, veganPartOf, visibleSections } from '../../../content/menu/veganOnly'
import { container } from '../../../design/recipes.css'
import { Island } from '../../islands/Island'
import { interactionEvents, wakeEvents } from '../../islands/islandMarkup'
import { MenuIndex, type MenuIndexGroup } from '../MenuIndex/MenuIndex'
import { VeganFilter } from '../VeganFilter/VeganFilter'
import { MenuColumns } from '../MenuColumns/MenuColumns'
import { board } from '../veganOnly.css'
import * as styles from './MenuBoard.css'

/** The menu: the vegan-only switch, the sticky section index and the two columns. */
export function MenuBoard() {
  const { i18n } = useLingui()
  const veganCount = itemsOf(menuColumns.flatMap((column) => visibleSections(column.sections, true))).length
  return (
    <div className={board}>
      <div className={`${container} ${styles.tools}`}>
        {/* The switch filters by itself; its count's code comes with the first tap or focus. */}
        <Island name="VeganFilter" component={VeganFilter} props={{ veganCount }} load="interaction" />
      </div>
      {/* It marks the section being read: its code comes with the first scroll, or a first tap or focus on it. */}
      <Island name="MenuIndex" component={MenuIndex} props={{ groups: indexGroupsOf(menuColumns, i18n) }} load="interaction" events={[wakeEvents.scroll, ...interactionEvents]} />
      <MenuColumns columns={menuColumns} />
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
