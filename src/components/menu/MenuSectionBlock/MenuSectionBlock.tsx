import { useLingui } from '@lingui/react'
import type { MenuSection } from '../../../content/menu/menuTypes'
import { veganPartOf } from '../../../content/menu/veganOnly'
import { formatPrices } from '../../../i18n/formatPrice'
import { useLanguage } from '../../../i18n/useLanguage'
import { MenuItemRow } from '../MenuItemRow/MenuItemRow'
import { MenuPictureIsland } from '../MenuPicture/MenuPictureIsland'
import { sectionFilterClasses } from '../menuFilterClasses'
import { notVegan } from '../veganOnly.css'
import * as styles from './MenuSectionBlock.css'

interface MenuSectionBlockProps {
  section: MenuSection
  /** 2 for a section, 3 for a group inside one (the cocktails by spirit). */
  level?: 2 | 3
}

/** A menu section: heading, what its dishes come with, the items, the kitchen's notes. */
export function MenuSectionBlock({ section, level = 2 }: MenuSectionBlockProps) {
  const { i18n } = useLingui()
  const language = useLanguage()
  const Heading = level === 2 ? 'h2' : 'h3'
  return (
    <section
      id={section.id}
      aria-labelledby={`${section.id}-heading`}
      className={[styles.section[level], ...(veganPartOf(section) ? [] : [notVegan]), ...sectionFilterClasses(section)].join(' ')}
    >
      {section.image && (
        <div className={styles.banner}>
          <MenuPictureIsland art={section.image} shape="banner" />
        </div>
      )}
      <Heading id={`${section.id}-heading`} className={styles.heading[level]}>
        {i18n._(section.title)}
      </Heading>
      {section.intro && <p className={styles.intro}>{i18n._(section.intro)}</p>}
      {section.items.length > 0 && (
        <ul className={styles.items}>
          {section.items.map((item) => (
            <MenuItemRow key={item.id} item={item} />
          ))}
        </ul>
      )}
      {section.subsections?.map((subsection) => (
        <MenuSectionBlock key={subsection.id} section={subsection} level={3} />
      ))}
      {section.notes?.map((note) => (
        <p key={note.text.id} className={styles.note}>
          {i18n._({ ...note.text, values: formatPrices(language, note.prices ?? {}) })}
        </p>
      ))}
    </section>
  )
}
