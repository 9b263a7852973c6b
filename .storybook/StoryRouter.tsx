import { useState, type ReactNode } from 'react'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'

/**
 * Components link with TanStack Router, so every story renders inside a router whose only route
 * shows the story, at a chosen path (which decides the current page in the navigation).
 */
export function StoryRouter({ path, children }: { path: string; children: ReactNode }) {
  const [router] = useState(() =>
    createRouter({
      routeTree: createRootRoute({ component: () => children, notFoundComponent: () => children }),
      history: createMemoryHistory({ initialEntries: [path] }),
      // As on the site (src/router.tsx): the home page is "/lv/", with its slash.
      trailingSlash: 'preserve',
    }),
  )
  return <RouterProvider router={router} />
}
