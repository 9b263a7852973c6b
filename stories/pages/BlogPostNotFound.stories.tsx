import { languageOf } from '../languageOf'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { t } from '@lingui/core/macro'
import { expect, within } from 'storybook/test'
import { BlogPostNotFound } from '../../src/components/pages/BlogPostNotFound/BlogPostNotFound'
import { expectFits } from '../longText'

/** Page bodies of the foundation: not-found states, legal texts and the page opening. */
const meta = { title: 'Pages/BlogPostNotFound', tags: ['page'] } satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

export const BlogPostMissing: Story = {
  render: () => <BlogPostNotFound />,
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(t({ message: 'Post not found' }))
    await expect(within(canvasElement).getByRole('link')).toHaveAttribute('href', `/${languageOf(globals)}/blog`)
    await expectFits(canvasElement)
  },
}
