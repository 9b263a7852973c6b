import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { BlogPostNotFound } from '../src/components/pages/BlogPostNotFound/BlogPostNotFound'
import { LegalDocument } from '../src/components/pages/LegalDocument/LegalDocument'
import { NotFoundPage } from '../src/components/pages/NotFoundPage/NotFoundPage'
import { PageIntro } from '../src/components/pages/PageIntro/PageIntro'
import { pageHeadings } from '../src/content/pages'
import { privacyDocument } from '../src/content/legal/privacy'
import { termsDocument } from '../src/content/legal/terms'

/** Page bodies of the foundation: not-found states, legal texts and the page opening. */
const meta = { title: 'Pages/Status and legal' } satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

export const NotFound: Story = {
  render: () => <NotFoundPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(/^404/)
    await expect(canvas.getByRole('link')).toHaveAttribute('href', expect.stringMatching(/^\/[a-z]{2}\/$/))
  },
}

export const BlogPostMissing: Story = {
  render: () => <BlogPostNotFound />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveAttribute('href', expect.stringMatching(/^\/[a-z]{2}\/blog$/))
  },
}

export const Privacy: Story = {
  render: () => <LegalDocument document={privacyDocument} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('amigo-language')
    await expect(canvasElement).toHaveTextContent('OpenStreetMap')
  },
}

export const Terms: Story = { render: () => <LegalDocument document={termsDocument} /> }

export const PageOpening: Story = { render: () => <PageIntro heading={pageHeadings.menu} lead="Tacos, burritos and margaritas" /> }
