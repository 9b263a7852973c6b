import type { Meta, StoryObj } from '@storybook/react-vite'
import { i18n } from '@lingui/core'
import { expect, within } from 'storybook/test'
import { MenuLead } from '../../src/components/menu/MenuLead/MenuLead'
import { PageIntro } from '../../src/components/pages/PageIntro/PageIntro'
import { SiteShell } from '../../src/components/shell/SiteShell/SiteShell'
import { pageHeadings } from '../../src/content/pages'
import { expectFits } from '../longText'

/** What surrounds every page: skip link, header, the page (with the offline notice), footer and notifications. */
const meta = { title: 'Shell/SiteShell', parameters: { path: '/$lang/about' } } satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/** A whole page: header, an opening, footer. */
export const WholePage: Story = {
  tags: ['page'],
  render: () => (
    <SiteShell>
      <PageIntro heading={pageHeadings.about} lead={<MenuLead />} />
    </SiteShell>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('banner')).toBeVisible()
    await expect(within(canvasElement).getByRole('main')).toHaveTextContent(i18n._(pageHeadings.about))
    await expect(within(canvasElement).getByRole('contentinfo')).toBeVisible()
    await expectFits(canvasElement)
  },
}
