import { useMemo, useState } from 'react'
import { menuColumns } from '../../../content/menu/menu'
import { itemsOf, visibleSections } from '../../../content/menu/veganOnly'
import { container } from '../../../design/recipes.css'
import { MenuColumns } from '../MenuColumns/MenuColumns'
import { MenuIndex } from '../MenuIndex/MenuIndex'
import { deferred } from '../../deferred'
import * as styles from './MenuBoard.css'

// Rendered in full by the prerender; its switch code arrives at idle, keeping the first load small.
const VeganFilter = deferred(() => import('../VeganFilter/VeganFilter').then((m) => m.VeganFilter))

/** The interactive menu: the vegan-only switch, the sticky section index and the two columns. */
export function MenuBoard() {
  const [veganOnly, setVeganOnly] = useState(false)
  const [hasChanged, setHasChanged] = useState(false)
  const columns = useMemo(
    () => menuColumns.map((column) => ({ ...column, sections: visibleSections(column.sections, veganOnly) })),
    [veganOnly],
  )
  const shownCount = itemsOf(columns.flatMap((column) => column.sections)).length
  return (
    <>
      <div className={`${container} ${styles.tools}`}>
        <VeganFilter
          isSelected={veganOnly}
          onChange={(isSelected) => {
            setVeganOnly(isSelected)
            setHasChanged(true)
          }}
          shownCount={shownCount}
          hasChanged={hasChanged}
        />
      </div>
      <MenuIndex groups={columns} />
      <MenuColumns columns={columns} isVeganOnly={veganOnly} />
    </>
  )
}
