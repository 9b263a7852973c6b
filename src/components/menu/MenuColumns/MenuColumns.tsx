import { useLingui } from '@lingui/react'
import { restaurantName } from '../../../content/business'
import type { MenuColumn } from '../../../content/menu/menu'
import { siteOrigin } from '../../../content/site'
import { container } from '../../../design/recipes.css'
import { MenuSectionBlock } from '../MenuSectionBlock/MenuSectionBlock'
import * as styles from './MenuColumns.css'

interface MenuColumnsProps {
  columns: readonly MenuColumn[]
  /** Only vegan items are shown: their vegan badges would only repeat the filter. @default false */
  isVeganOnly?: boolean
}

/** The menu's sections: food on the left, drinks on the right; one column on phones. */
export function MenuColumns({ columns, isVeganOnly = false }: MenuColumnsProps) {
  const { i18n } = useLingui()
  return (
    <div className={`${container} ${styles.columns}`}>
      {columns.map((column, index) => (
        <div key={column.id} className={styles.column}>
          {/* On paper every half after the first starts a sheet with this line: whose and which, should the sheets part. */}
          {index > 0 && (
            <p className={styles.runningHead}>
              {restaurantName} · {i18n._(column.label)} · {new URL(siteOrigin).host}
            </p>
          )}
          {column.sections.map((section) => (
            <MenuSectionBlock key={section.id} section={section} isVeganOnly={isVeganOnly} />
          ))}
        </div>
      ))}
    </div>
  )
}
