import type { BreadcrumbList, WithContext } from 'schema-dts'

export interface Crumb {
  name: string
  url: string
}

/** schema.org BreadcrumbList: home first, the page shown last. */
export function breadcrumbData(crumbs: readonly Crumb[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: crumb.url })),
  }
}
