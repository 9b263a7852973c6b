import { useMemo } from 'react'
import { useLingui } from '@lingui/react'
import { menu } from '../../../content/menu/menu'
import { navigationLabels } from '../../../content/pages'
import { restaurantName } from '../../../content/business'
import { localizedUrl } from '../../../seo/pageHead'
import { menuData } from '../../../seo/menuData'
import { restaurantData } from '../../../seo/restaurantData'
import { useLanguage } from '../../../i18n/useLanguage'
import { StructuredData } from '../../pages/StructuredData/StructuredData'

/** The restaurant with its whole menu (`hasMenu`), as schema.org data for search engines. */
export function MenuStructuredData() {
  const { i18n } = useLingui()
  const language = useLanguage()
  const data = useMemo(
    () =>
      restaurantData({
        hasMenu: menuData({
          url: localizedUrl(language, '/menu'),
          name: `${restaurantName} · ${i18n._(navigationLabels.menu)}`,
          sections: [...menu.food, ...menu.drinks],
        }),
      }),
    [i18n, language],
  )
  return <StructuredData data={data} />
}
