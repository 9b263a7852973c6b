
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { LegalDocument } from '../../src/components/pages/LegalDocument/LegalDocument'
import { privacyDocument } from '../../src/content/legal/privacy'
import { termsDocument } from '../../src/content/legal/terms'
import { expectFits } from '../longText'

/** Page bodies of the foundation: not-found states, legal texts and the page opening. */
const meta = { title: 'Pages/LegalDocument', tags: ['page'] } satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

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
