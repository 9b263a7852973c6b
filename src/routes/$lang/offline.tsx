import { createFileRoute } from '@tanstack/react-router'
import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { unlistedPageHead } from '../../seo/pageHead'
import { OfflinePage } from '../../components/pages/OfflinePage/OfflinePage'

// Here, not beside the page: what a route's head imports is in every page's first load.
const title = msg({
  message: 'You’re offline — Amigo Riga',
  comment:
    'Browser-tab title of the page shown without a connection, for a page of the site not saved on the visitor’s device; use your language’s title dash. Terms: form of address — see the glossary in docs/translating.md.',
})

/** The offline worker's answer for a page it has not stored (docs/offline.md); in no sitemap, never indexed. */
export const Route = createFileRoute('/$lang/offline')({
  head: () => unlistedPageHead(i18n._(title)),
  component: OfflinePage,
})
