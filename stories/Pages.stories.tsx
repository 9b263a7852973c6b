import { languageOf } from './languageOf'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { i18n } from '@lingui/core'
import { t } from '@lingui/core/macro'
import { expect, within } from 'storybook/test'
import { MenuLead } from '../src/components/menu/MenuLead/MenuLead'
import { BlogPostNotFound } from '../src/components/pages/BlogPostNotFound/BlogPostNotFound'
import { LegalDocument } from '../src/components/pages/LegalDocument/LegalDocument'
import { NotFoundPage } from '../src/components/pages/NotFoundPage/NotFoundPage'
import { OfflinePage } from '../src/components/pages/OfflinePage/OfflinePage'
import { PageIntro } from '../src/components/pages/PageIntro/PageIntro'
import { email, phone } from '../src/content/business'
import { notFoundPicture } from '../src/content/notFoundPicture'
import { pageHeadings } from '../src/content/pages'
import { privacyDocument } from '../src/content/legal/privacy'
import { termsDocument } from '../src/content/legal/terms'
import { expectFits } from './longText'

/** Page bodies of the foundation: not-found states, legal texts and the page opening. */
const meta = { title: 'Pages/Status and legal', tags: ['page'] } satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

export const NotFound: Story = {
  render: () => <NotFoundPage />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(`404 ${t({ message: 'Oops! Page not found' })}`)
    // The way home, and the two pages a lost visitor most often wanted.
    await expect(canvas.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([`/${languageOf(globals)}/`, `/${languageOf(globals)}/menu`, `/${languageOf(globals)}/visit`])
    await expect(canvas.getByRole('img', { name: i18n._(notFoundPicture.alt) })).toBeVisible()
    await expectFits(canvasElement)
  },
}

/** What the offline worker shows for a page it has not stored: the stored pages, and how to reach us. */
export const Offline: Story = {
  render: () => <OfflinePage />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t({ message: 'You’re offline' }))
    // The two pages the worker stores, then the phone and the e-mail: nothing that needs a connection to open.
    await expect(canvas.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      `/${languageOf(globals)}/menu`,
      `/${languageOf(globals)}/visit`,
      `tel:${phone.e164}`,
      `mailto:${email}`,
    ])
    await expect(canvas.getByRole('heading', { level: 3, name: t({ message: 'Opening hours' }) })).toBeVisible()
    await expectFits(canvasElement)
  },
}

export const BlogPostMissing: Story = {
  render: () => <BlogPostNotFound />,
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(t({ message: 'Post not found' }))
    await expect(within(canvasElement).getByRole('link')).toHaveAttribute('href', `/${languageOf(globals)}/blog`)
    await expectFits(canvasElement)
  },
}

export const Privacy: Story = {
  render: () => <LegalDocument document={privacyDocument} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('amigo-language')
    await expect(canvasElement).toHaveTextContent('OpenStreetMap')
    await expectFits(canvasElement)
  },
}

export const Terms: Story = {
  render: () => <LegalDocument document={termsDocument} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('heading', { level: 1 })).toHaveLength(1)
    await expectFits(canvasElement)
  },
}

export const PageOpening: Story = {
  render: () => <PageIntro heading={pageHeadings.menu} lead={<MenuLead />} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(i18n._(pageHeadings.menu))
    await expectFits(canvasElement)
  },
}
