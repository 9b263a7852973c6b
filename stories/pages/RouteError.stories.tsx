import { languageOf } from '../languageOf'
import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { t } from '@lingui/core/macro'
import { expect, within } from 'storybook/test'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { RouteError } from '../../src/components/pages/RouteError/RouteError'
import { pinned } from '../../.storybook/modes'

/** A page that throws while rendering. */
function FailingPage(): never {
  throw new Error('The page broke while rendering (forced by the story)')
}

/** A router set up as the site's (src/router.tsx: `defaultErrorComponent: RouteError`) around that page. */
function RouterWithFailingPage({ path }: { path: string }) {
  const [router] = useState(() =>
    createRouter({
      routeTree: createRootRoute({ component: FailingPage }),
      history: createMemoryHistory({ initialEntries: [path] }),
      trailingSlash: 'preserve',
      defaultErrorComponent: RouteError,
    }),
  )
  return <RouterProvider router={router} />
}

const meta = {
  title: 'Pages/RouteError',
  component: RouteError,
} satisfies Meta<typeof RouteError>

export default meta
type Story = StoryObj<typeof meta>

/** The texts in the language shown (RouteError's own messages). */
const texts = () => ({
  heading: t({ message: 'Something went wrong' }),
  home: t({ message: 'Return to Home' }),
  tryAgain: t({ message: 'Try again' }),
})

/** The message on its own: a link home in the page's language, and "Try again", a link that loads the page again. */
export const Message: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(texts().heading)
    await expect(canvas.getByRole('link', { name: texts().home })).toHaveAttribute('href', `/${languageOf(globals)}/`)
    await expect(canvas.getByRole('link', { name: texts().tryAgain })).toHaveAttribute('href', expect.stringMatching(/^\//))
  },
}

/** A page that throws while rendering, in Spanish: the router shows the message instead. */
export const ForcedError: Story = {
  ...pinned({ language: 'es' }),
  render: () => <RouterWithFailingPage path="/es/menu" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent(texts().heading)
    await expect(texts().heading).not.toBe('Something went wrong')
    await expect(canvas.getByRole('link', { name: texts().home })).toHaveAttribute('href', '/es/')
    await expect(canvas.getByRole('link', { name: texts().tryAgain })).toHaveAttribute('href', '/es/menu')
  },
}
