import { createRootRoute, HeadContent, Outlet, type NotFoundRouteProps } from '@tanstack/react-router'
import { I18nProvider, useLingui } from '@lingui/react'
import { i18n } from '@lingui/core'
import '../design/fonts.css'
import '../design/global.css'
import { color } from '../design/tokens'
import { siteIcons } from '../seo/siteIcons'
import { NotFoundPage } from '../components/pages/NotFoundPage/NotFoundPage'
import { BlogPostNotFound, missingBlogPost } from '../components/pages/BlogPostNotFound/BlogPostNotFound'
import { LocaleAlternates } from '../components/pages/LocaleAlternates/LocaleAlternates'
import { SiteShell } from '../components/shell/SiteShell/SiteShell'

export const Route = createRootRoute({
  head: () => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      // The header's night blue, which both themes share.
      { name: 'theme-color', content: color.night },
      // Both themes are designed (src/design/nightTokens.ts): the browser may paint its dark canvas early.
      { name: 'color-scheme', content: 'light dark' },
    ],
    links: [
      { rel: 'icon', href: siteIcons.svg, type: 'image/svg+xml' },
      { rel: 'apple-touch-icon', href: siteIcons.appleTouch },
      { rel: 'manifest', href: siteIcons.manifest },
    ],
  }),
  component: RootDocument,
  notFoundComponent: RootNotFound,
})

function RootDocument() {
  return (
    <I18nProvider i18n={i18n}>
      <Html>
        <Outlet />
      </Html>
    </I18nProvider>
  )
}

function Html({ children }: { children: React.ReactNode }) {
  const { i18n: activeI18n } = useLingui()
  return (
    <html lang={activeI18n.locale}>
      <head>
        <HeadContent />
        <LocaleAlternates />
      </head>
      <body>
        {children}
      </body>
    </html>
  )
}

/**
 * A path outside every route, or a blog post that does not exist (its loader says so): the
 * not-found page, in the path's language (a path in none is sent to the visitor's own by
 * src/entry-choose-language.ts, as the addresses without a language are).
 */
function RootNotFound({ data }: NotFoundRouteProps) {
  return <SiteShell>{data === missingBlogPost ? <BlogPostNotFound /> : <NotFoundPage />}</SiteShell>
}
