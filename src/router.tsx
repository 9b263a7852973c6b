import { createRouter } from '@tanstack/react-router'
import { routeTree } from './routeTree.gen'
import { RouteError } from './components/pages/RouteError/RouteError'

export function createAppRouter() {
  return createRouter({
    routeTree,
    // Every unknown path, in a language or not, is answered by the root's not-found page.
    notFoundMode: 'root',
    // "/lv/" is the home page's canonical form and "/lv/menu" every other page's (docs/architecture.md, "URL contract").
    trailingSlash: 'preserve',
    // A page that fails says so in its language, with a way home and a way to try again.
    defaultErrorComponent: RouteError,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
