import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react'
import { restaurantName } from '../../../content/business'
import type { MenuColumn } from '../../../content/menu/menu'
import { siteOrigin } from '../../../content/site'
import { container } from '../../../design/recipes.css'
import { MenuSectionBlock } from '../MenuSectionBlock/MenuSectionBlock'
import * as styles from './MenuColumns.css'

interface MenuColumnsProps {
  columns: readonly MenuColumn[]
  /** What ends the first column (the allergens' legend): on paper it stays on the food's sheet. */
  footnote?: ReactNode
}

/** The menu's sections: food on the left, drinks on the right; one column on phones. */
export function MenuColumns({ columns, footnote }: MenuColumnsProps) {
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
            <MenuSectionBlock key={section.id} section={section} />
          ))}
          {index === 0 && footnote}
        </div>
      ))}
    </div>
  )
}
