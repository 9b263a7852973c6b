import type { Meta, StoryObj } from '@storybook/react-vite'
import { t } from '@lingui/core/macro'
import { expect, waitFor, within } from 'storybook/test'
import { ReserveWays } from '../../src/components/reserve/ReserveWays/ReserveWays'
import { requestReplies } from '../../src/content/reservations'
import { button } from '../../src/design/recipes.css'
import { chatAppName } from '../../src/reservations/chatLinks'
import { phone } from '../../src/content/business'

/**
 * The reserve control where no script runs: a button that opens, as a native popover, every way to
 * book (the call, each chat app the house answers, the e-mail). With scripts, ReserveTable's button
 * opens the TableRequestSheet in its place.
 *
 * **Accessibility.** A native button that opens a native popover (no script): Enter or Space opens
 * it, Escape closes it, Tab moves through its links (the call, each chat app, the e-mail).
 *
 * **Related:** ReserveTable, RequestChannels.
 */
const meta = { title: 'Reserve/ReserveWays', tags: ['autodocs'], parameters: { path: '/$lang/about' } } satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/** The header's reserve button where no script runs: a native popover with every way to book, the call, each chat app the house answers, the e-mail. */
export const ReserveWithoutScripts: Story = {
  render: () => (
    <div style={{ padding: 24, minHeight: 420 }}>
      <ReserveWays className={button()}>{t({ message: 'Reserve a table' })}</ReserveWays>
    </div>
  ),
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: t({ message: 'Reserve a table' }) }))
    const list = canvasElement.querySelector<HTMLElement>('[popover]')!
    await waitFor(() => expect(list).toBeVisible())
    await expect(within(list).getAllByRole('link')[0]).toHaveAttribute('href', `tel:${phone.e164}`)
    for (const app of requestReplies.chatApps) await expect(within(list).getByRole('link', { name: new RegExp(chatAppName[app]) })).toBeVisible()
  },
}
