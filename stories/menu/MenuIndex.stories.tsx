import type { Meta, StoryObj } from '@storybook/react-vite'
import { i18n } from '@lingui/core'
import { t } from '@lingui/core/macro'
import { expect, within } from 'storybook/test'
import { indexGroupsOf } from '../../src/components/menu/MenuBoard/MenuBoard'
import { MenuIndex } from '../../src/components/menu/MenuIndex/MenuIndex'
import { allSections, menuColumns } from '../../src/content/menu/menu'
import { longTextOnPhone } from '../../.storybook/modes'
import { expectNoOverflow } from '../longText'

const sections = allSections()
const titleOf = (id: string) => i18n._(sections.find((section) => section.id === id)!.title)

/** A sticky row of links to every section; the section being read is marked. */
const meta = { title: 'Menu/MenuIndex' } satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/** On a wide screen each group wraps above its column: every section's link in sight, for a mouse too. */
export const SectionIndex: Story = {
  render: () => <MenuIndex groups={indexGroupsOf(menuColumns, i18n)} />,
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: t({ message: 'Menu sections' }) })
    await expect(within(nav).getByRole('link', { name: titleOf('tacos') })).toHaveAttribute('href', '#tacos')
    await expect(within(nav).getByRole('link', { name: titleOf('cocktails') })).toHaveAttribute('href', '#cocktails')
    const links = within(nav).getAllByRole('link')
    await expect(links).toHaveLength(menuColumns.flatMap((column) => column.sections).length)
    for (const link of links) {
      const list = link.closest('ul')!.getBoundingClientRect()
      await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(list.right + 0.5)
    }
  },
}

/** The index on a phone: one row that scrolls sideways inside itself, never the page. */
export const SectionIndexOnPhone: Story = {
  ...longTextOnPhone,
  render: () => <MenuIndex groups={indexGroupsOf(menuColumns, i18n)} />,
  play: async ({ canvasElement }) => {
    await expectNoOverflow(canvasElement)
  },
}
