import { menu } from '../../content/menu/menu'
import { container } from '../../design/recipes.css'
import { MenuSectionBlock } from '../MenuSectionBlock/MenuSectionBlock'
import * as styles from './MenuColumns.css'

/** The whole menu: food on the left, drinks on the right; one column on phones. */
export function MenuColumns() {
  return (
    <div className={`${container} ${styles.columns}`}>
      {[menu.food, menu.drinks].map((column) => (
        <div key={column[0]?.id} className={styles.column}>
          {column.map((section) => (
            <MenuSectionBlock key={section.id} section={section} />
          ))}
        </div>
      ))}
    </div>
  )
}
