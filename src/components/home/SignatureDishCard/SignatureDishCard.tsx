import { useLingui } from '@lingui/react/macro'
import type { SignatureDish } from '../../../content/home'
import { dishBadgeLabels } from '../../../content/menu/dishBadgeLabels'
import { formatPrice } from '../../../i18n/formatPrice'
import { useLanguage } from '../../../i18n/useLanguage'
import { Badge } from '../../controls/Badge/Badge'
import { Picture } from '../../controls/Picture/Picture'
import * as styles from './SignatureDishCard.css'

// The menu's colours for its badges, so a dish wears the same badge on both pages.
const badgeTone = { popular: 'brand', chef: 'night', premium: 'marigold' } as const

/** A signature dish as the menu has it: picture, badge, name, description and price. */
export function SignatureDishCard({ dish }: { dish: SignatureDish }) {
  const { t, i18n } = useLingui()
  const language = useLanguage()
  const { item, picture } = dish
  return (
    <article className={styles.card[item.soldOut ? 'soldOut' : 'available']}>
      <div className={styles.picture}>
        <Picture picture={picture} />
        {item.badge && (
          <span className={styles.badge}>
            <Badge tone={badgeTone[item.badge]}>{i18n._(dishBadgeLabels[item.badge])}</Badge>
          </span>
        )}
      </div>
      <div className={styles.body}>
        <div className={styles.heading}>
          <h3 className={styles.name}>{i18n._(item.name)}</h3>
          <p className={styles.price}>{formatPrice(language, item.price)}</p>
        </div>
        {item.description && <p className={styles.description}>{i18n._(item.description)}</p>}
      </div>
      {item.soldOut && (
        <p className={styles.soldOutLabel}>{t({ message: 'Sold out', context: 'dish', comment: 'Label over a dish that is not available today' })}</p>
      )}
    </article>
  )
}
