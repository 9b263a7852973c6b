import { useMemo } from 'react'
import { useLingui } from '@lingui/react'
import { menu } from '../../../content/menu/menu'
import { navigationLabels } from '../../../content/pages'
import { restaurantName } from '../../../content/business'
import { localizedUrl } from '../../../seo/pageHead'
import { menuData } from '../../../seo/menuData'
import { useLanguage } from '../../../i18n/useLanguage'
import { StructuredData } from '../../pages/StructuredData/StructuredData'

/**
 * The whole menu as a schema.org Menu. Its `@id` is the one the restaurant's `hasMenu` points to
 * on every page (the site's structured data in the page shell), which links the two.
 */
export function MenuStructuredData() {
  const { i18n } = useLingui()
  const language = useLanguage()
  const data = useMemo(
    () => ({
      '@context': 'https://schema.org',
      ...menuData({
        url: localizedUrl(language, '/menu'),
        name: `${restaurantName} · ${i18n._(navigationLabels.menu)}`,
        sections: [...menu.food, ...menu.drinks],
      }),
    }),
    [i18n, language],
  )
  return <StructuredData data={data} />
}
