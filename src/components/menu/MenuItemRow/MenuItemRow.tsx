import { useLingui } from '@lingui/react/macro'
import type { MenuItem } from '../../../content/menu/menuTypes'
import { dishBadgeLabels } from '../../../content/menu/dishBadgeLabels'
import { dietWords, itemMarksText } from '../../../content/menu/dietWords'
import { formatPrice } from '../../../i18n/formatPrice'
import { useLanguage } from '../../../i18n/useLanguage'
import { Badge } from '../../controls/Badge/Badge'
import { DietBadges } from '../DietBadges/DietBadges'
import { ItemAllergens, printedAllergenMark } from '../ItemAllergens/ItemAllergens'
import { MenuPictureIsland } from '../MenuPicture/MenuPictureIsland'
import { itemFilterClasses } from '../menuFilterClasses'
import { notVegan, veganBadge } from '../veganOnly.css'
import * as styles from './MenuItemRow.css'

const badgeTone = { popular: 'brand', chef: 'night', premium: 'marigold' } as const

interface MenuItemRowProps {
  item: MenuItem
}

/** One dish or drink: name, badges, descriptions, its price or prices, and its allergens. */
export function MenuItemRow({ item }: MenuItemRowProps) {
  const { t, i18n } = useLingui()
  const language = useLanguage()
  const price = (cents: number) => formatPrice(language, cents)
  const isDrink = item.kind === 'drink'
  const classes = [styles.item[item.soldOut ? 'soldOut' : 'available'], ...(item.vegan ? [] : [notVegan]), ...itemFilterClasses(item)]
  return (
    <li className={classes.join(' ')}>
      {item.image && <MenuPictureIsland art={item.image} shape="thumbnail" marks={itemMarksText(item, i18n)} />}
      <div className={styles.body}>
        <div className={styles.heading}>
          <span className={styles.title}>
            <span className={styles.name}>{i18n._(item.name)}</span>
            {item.badge && <Badge tone={badgeTone[item.badge]}>{i18n._(dishBadgeLabels[item.badge])}</Badge>}
            {item.vegan && (
              // Hidden while the vegan-only filter is on: every item shown is vegan then.
              <span className={veganBadge}>
                <Badge tone="agave">
                  {i18n._(dietWords.vegan[item.kind])}
                </Badge>
              </span>
            )}
            <DietBadges item={item} />
            {/* On paper, where the line under the dish is left out: the legend at the menu's end explains it. */}
            <span className={styles.printedMark}>{printedAllergenMark(item)}</span>
          </span>
          {item.price !== undefined && <span className={styles.price}>{price(item.price)}</span>}
        </div>
        {item.extraDescription && <p className={styles.extra}>{i18n._(item.extraDescription)}</p>}
        {item.description && <p className={styles.description}>{i18n._(item.description)}</p>}
        {item.variants && (
          <ul className={styles.variants}>
            {item.variants.map((variant) => (
              <li key={variant.label.id} className={styles.variant}>
                <span>{i18n._(variant.label)}</span>
                <span className={styles.price}>{price(variant.price)}</span>
              </li>
            ))}
          </ul>
        )}
        <ItemAllergens item={item} />
      </div>
      {item.soldOut && (
        <p className={styles.soldOutLabel}>
          {isDrink
            ? t({ message: 'Sold out', context: 'drink', comment: 'Label over a drink that is not available today' })
            : t({ message: 'Sold out', context: 'dish', comment: 'Label over a dish that is not available today' })}
        </p>
      )}
    </li>
  )
}
