import { useLingui } from '@lingui/react'
import { dietMarksOf, dietWords } from '../../../content/menu/dietWords'
import type { MenuItem } from '../../../content/menu/menuTypes'
import { Badge } from '../../controls/Badge/Badge'

const tone = { vegetarian: 'agave', glutenFree: 'muted' } as const

/** The vegetarian and gluten-free badges the owner set (the vegan one stands apart: the vegan filter hides it). */
export function DietBadges({ item }: { item: MenuItem }) {
  const { i18n } = useLingui()
  return dietMarksOf(item)
    .filter((mark) => mark !== 'vegan')
    .map((mark) => (
      <Badge key={mark} tone={tone[mark]}>
        {i18n._(dietWords[mark][item.kind])}
      </Badge>
    ))
}
