import type { Meta, StoryObj } from '@storybook/react-vite'
import { t } from '@lingui/core/macro'
import { expect, within } from 'storybook/test'
import { SkipLink } from '../../src/components/shell/SkipLink/SkipLink'
import { longTextOnPhone } from '../../.storybook/modes'
import { expectNoOverflow } from '../longText'

/** The first stop of the Tab key: jumps past the header to the page's content. */
const meta = { title: 'Shell/SkipLink', parameters: { path: '/$lang/about' } } satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/** The first Tab stop of every page, shown when it has focus. */
export const SkipLinkFocused: Story = {
  render: () => (
    <div style={{ position: 'relative', minHeight: 80 }}>
      <SkipLink target="main" />
      <main id="main" />
    </div>
  ),
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.tab()
    const link = within(canvasElement).getByRole('link', { name: t({ message: 'Skip to content' }) })
    await expect(link).toHaveFocus()
    await expect(link).toBeVisible()
  },
}

export const SkipLinkLongTextOnPhone: Story = {
  ...longTextOnPhone,
  render: SkipLinkFocused.render,
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.tab()
    const box = within(canvasElement).getByRole('link').getBoundingClientRect()
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth)
    await expectNoOverflow(canvasElement)
  },
}
