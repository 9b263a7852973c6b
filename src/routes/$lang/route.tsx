import { createFileRoute, notFound, Outlet } from '@tanstack/react-router'
import { activatePageLanguage } from '../../i18n/catalogs'
import { isLanguage, type Language } from '../../i18n/languages'
import { SiteShell } from '../../components/shell/SiteShell/SiteShell'
import { SiteStructuredData } from '../../components/pages/SiteStructuredData/SiteStructuredData'
import { useRememberLanguage } from '../../i18n/useRememberLanguage'

export const Route = createFileRoute('/$lang')({
  params: {
    // Typed here, checked in beforeLoad: a notFound thrown from parse is caught by a different
    // route on the server than in the browser, and the generic not-found page would not hydrate.
    parse: ({ lang }) => ({ lang: lang as Language }),
    stringify: ({ lang }) => ({ lang }),
  },
  // Runs before every navigation, so the page's own catalog part is there before it renders.
  beforeLoad: async ({ params, matches, preload }) => {
    if (!isLanguage(params.lang)) throw notFound()
    await activatePageLanguage(params.lang, matches.map((match) => match.routeId), { preload })
  },
  component: LanguageLayout,
})

function LanguageLayout() {
  const { lang } = Route.useParams()
  useRememberLanguage(lang)
  return (
    <SiteShell>
      <SiteStructuredData />
      <Outlet />
    </SiteShell>
  )
}
