import { createFileRoute, notFound, Outlet } from '@tanstack/react-router'
import { activateLanguage } from '../../i18n/catalogs'
import { isLanguage, type Language } from '../../i18n/languages'
import { SiteShell } from '../../components/shell/SiteShell/SiteShell'
import { SiteStructuredData } from '../../components/pages/SiteStructuredData/SiteStructuredData'

export const Route = createFileRoute('/$lang')({
  params: {
    // Typed here, checked in beforeLoad, whose notFound the root's not-found page answers.
    parse: ({ lang }) => ({ lang: lang as Language }),
    stringify: ({ lang }) => ({ lang }),
  },
  beforeLoad: async ({ params }) => {
    if (!isLanguage(params.lang)) throw notFound()
    await activateLanguage(params.lang)
  },
  component: LanguageLayout,
})

function LanguageLayout() {
  return (
    <SiteShell>
      <SiteStructuredData />
      <Outlet />
    </SiteShell>
  )
}
