import type { Meta, StoryObj } from '@storybook/react-vite'
import { i18n } from '@lingui/core'
import { expect, within } from 'storybook/test'
import { MainNav } from '../../src/components/shell/MainNav/MainNav'
import { navigationLabels, navigationPages } from '../../src/content/pages'
import { vars } from '../../src/design/theme.css'
import { longTextOnPhone } from '../../.storybook/modes'
import { expectNoOverflow } from '../longText'
import { nightGround } from '../../src/design/focusRing.css'

/** The five page links; only the link to the page shown carries `aria-current="page"` (a post is not the blog list). */
const meta = { title: 'Shell/MainNav', parameters: { path: '/$lang/about' } } satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

const onNight = { background: vars.color.night, padding: 16 }

export const NavigationRow: Story = {
  render: () => (
    <nav aria-label="Main" className={nightGround} style={onNight}>
      <MainNav layout="row" />
    </nav>
  ),
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link')
    await expect(links.map((link) => link.textContent)).toEqual(navigationPages.map((page) => i18n._(navigationLabels[page])))
    await expect(within(canvasElement).getByRole('link', { name: i18n._(navigationLabels.about) })).toHaveAttribute('aria-current', 'page')
  },
}

export const NavigationColumn: Story = {
  render: () => (
    <nav aria-label="Main" className={nightGround} style={onNight}>
      <MainNav layout="column" />
    </nav>
  ),
}

export const NavigationLongTextOnPhone: Story = {
  ...longTextOnPhone,
  render: NavigationColumn.render,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(navigationPages.length)
    await expectNoOverflow(canvasElement)
  },
}
