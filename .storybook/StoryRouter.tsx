import { createContext, use, type ReactNode } from 'react'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider, type AnyRouter } from '@tanstack/react-router'

/** What the router's only route shows: the story, handed down from the decorator. */
const StoryContent = createContext<ReactNode>(null)

function StoryOutlet() {
  return use(StoryContent)
}

/**
 * Components link with TanStack Router, so every story renders inside a router whose only route
 * shows the story, at a chosen path (which decides the current page in the navigation).
 *
 * The router is created and LOADED before the story renders (a Storybook loader calls this), so
 * its first render already shows the story. A router created during render resolves its route in
 * an effect and shows nothing until that promise settles: the play function then starts on an
 * empty canvas. Vitest hid that (Storybook wraps the render in React's `act()` there, which waits
 * for the router), but the built Storybook that Chromatic and designers open has no `act()`.
 */
export async function loadStoryRouter(path: string): Promise<AnyRouter> {
  const router = createRouter({
    routeTree: createRootRoute({ component: StoryOutlet, notFoundComponent: StoryOutlet }),
    history: createMemoryHistory({ initialEntries: [path] }),
    // As on the site (src/router.tsx): the home page is "/lv/", with its slash.
    trailingSlash: 'preserve',
  })
  await router.load()
  return router
}

export function StoryRouter({ router, children }: { router: AnyRouter; children: ReactNode }) {
  return (
    <StoryContent value={children}>
      <RouterProvider router={router} />
    </StoryContent>
  )
}
