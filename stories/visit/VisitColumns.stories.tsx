import type { Meta, StoryObj } from '@storybook/react-vite'
import { t } from '@lingui/core/macro'
import { expect, within } from 'storybook/test'
import { ContactColumn } from '../../src/components/visit/ContactColumn/ContactColumn'
import { TransportColumn } from '../../src/components/visit/TransportColumn/TransportColumn'
import { VisitColumns } from '../../src/components/visit/VisitColumns/VisitColumns'
import { vars } from '../../src/design/theme.css'

/**
 * The visit page's body: the contact column beside the ways to get here, one above the other on a
 * phone (change the width in the toolbar). The map's place is a plain box here (VisitMap has its own entry).
 */
const meta = { title: 'Visit/VisitColumns', tags: ['autodocs', 'page'], parameters: { path: '/$lang/visit' } } satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  render: () => <VisitColumns contact={<ContactColumn />} transport={<TransportColumn map={<div style={{ aspectRatio: '16 / 9', borderRadius: vars.radius.lg, background: vars.color.surfaceSunken }} />} />} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: t({ message: 'Address and hours' }) })).toBeVisible()
  },
}
