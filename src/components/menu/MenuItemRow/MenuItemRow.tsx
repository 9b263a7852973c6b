import { useLingui } from '@lingui/react/macro'
import type { MenuItem } from '../../../content/menu/menuTypes'
import { dishBadgeLabels } from '../../../content/menu/dishBadgeLabels'
import { isDrink } from '../../../content/menu/menu'
import { formatPrice } from '../../../i18n/formatPrice'
import { useLanguage } from '../../../i18n/useLanguage'
import { Badge } from '../../controls/Badge/Badge'
import { Island } from '../../islands/Island'
import { MenuPicture } from '../MenuPicture/MenuPicture'
import { notVegan, veganBadge } from '../veganOnly.css'
import * as styles from './MenuItemRow.css'

const badgeTone = { popular: 'brand', chef: 'night', premium: 'marigold' } as const

interface MenuItemRowProps {
  item: MenuItem
}

/** One dish or drink: name, badges, descriptions and its price or prices. */
export function MenuItemRow({ item }: MenuItemRowProps) {
  const { t, i18n } = useLingui()
  const language = useLanguage()
  const price = (cents: number) => formatPrice(language, cents)
  return (
    <li className={item.vegan ? styles.item[item.soldOut ? 'soldOut' : 'available'] : `${styles.item[item.soldOut ? 'soldOut' : 'available']} ${notVegan}`}>
      {item.image && <Island name="MenuPicture" component={MenuPicture} props={{ art: item.image, shape: 'thumbnail' }} load="interaction" />}
      <div className={styles.body}>
        <div className={styles.heading}>
          <span className={styles.title}>
            <span className={styles.name}>{i18n._(item.name)}</span>
            {item.badge && <Badge tone={badgeTone[item.badge]}>{i18n._(dishBadgeLabels[item.badge])}</Badge>}
            {item.vegan && (
              // Hidden while the vegan-only filter is on: every item shown is vegan then.
              <span className={veganBadge}>
                <Badge tone="agave">
                  {isDrink(item)
                    ? t({ message: 'Vegan', context: 'drink', comment: 'Badge on a vegan drink' })
                    : t({ message: 'Vegan', context: 'dish', comment: 'Badge on a vegan dish' })}
                </Badge>
              </span>
            )}
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
      </div>
      {item.soldOut && (
        <p className={styles.soldOutLabel}>
          {isDrink(item)
            ? t({ message: 'Sold out', context: 'drink', comment: 'Label over a drink that is not available today' })
            : t({ message: 'Sold out', context: 'dish', comment: 'Label over a dish that is not available today' })}
        </p>
      )}
    </li>
  )
}
