import type { MenuColumn } from '../../../content/menu/menu'
import { container } from '../../../design/recipes.css'
import { MenuSectionBlock } from '../MenuSectionBlock/MenuSectionBlock'
import * as styles from './MenuColumns.css'

interface MenuColumnsProps {
  columns: readonly MenuColumn[]
}

/** The menu's sections: food on the left, drinks on the right; one column on phones. */
export function MenuColumns({ columns }: MenuColumnsProps) {
  return (
    <div className={`${container} ${styles.columns}`}>
      {columns.map((column) => (
        <div key={column.id} className={styles.column}>
          {column.sections.map((section) => (
            <MenuSectionBlock key={section.id} section={section} />
          ))}
        </div>
      ))}
    </div>
  )
}
