
import type { Meta, StoryObj } from '@storybook/react-vite'
import { i18n } from '@lingui/core'
import { expect, within } from 'storybook/test'
import { MenuLead } from '../../src/components/menu/MenuLead/MenuLead'
import { PageIntro } from '../../src/components/pages/PageIntro/PageIntro'
import { pageHeadings } from '../../src/content/pages'
import { expectFits } from '../longText'

/** Page bodies of the foundation: not-found states, legal texts and the page opening. */
const meta = { title: 'Pages/PageIntro', tags: ['page'] } satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

export const PageOpening: Story = {
  render: () => <PageIntro heading={pageHeadings.menu} lead={<MenuLead />} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(i18n._(pageHeadings.menu))
    await expectFits(canvasElement)
  },
}
