import type { Meta, StoryObj } from '@storybook/react-vite'
import { i18n } from '@lingui/core'
import { t } from '@lingui/core/macro'
import { expect, fn, within } from 'storybook/test'
import { RequestChannels } from '../../src/components/reserve/RequestChannels/RequestChannels'
import { tableTimes } from '../../src/hours/tableTimes'
import { chatAppName } from '../../src/reservations/chatLinks'
import { composeRequest } from '../../src/reservations/composeRequest'
import { notReadyText } from '../../src/reservations/problemTexts'
import { fixedNow } from '../../tests/fixedClock'
import { filled, OnSheet, replies, rules, schedule } from './requestStory'

/**
 * The ways to send a table request, each the guest's own app: the chat apps and the e-mail open with
 * the request written in (quoted above them, as it will be sent), the call shows what to say. Until
 * the request is complete, the place of the message says what is missing and the written ways look
 * not ready.
 *
 * **Do:** show the message above the buttons, exactly as it will be sent. **Don't:** disable the
 * buttons while something is missing: a guest who presses one is taken to the field that needs it.
 *
 * **Accessibility.** Links (they open the guest's app), in a group with its heading. Not ready,
 * they are marked `aria-disabled` but stay in the Tab order; pressing one moves focus to the first
 * field with a problem, which reads it out. The chat links open the app; the e-mail link opens the
 * mail program.
 *
 * **Related:** QuotedRequest, TableRequestPanel, ReserveWays.
 */
const meta = { title: 'Reserve/RequestChannels', tags: ['autodocs'], args: { onIncomplete: fn() } } satisfies Meta<{ onIncomplete: () => void }>

export default meta
type Story = StoryObj<{ onIncomplete: () => void }>

const composed = () => composeRequest(i18n, { ...filled, time: tableTimes(schedule, filled.date, rules, fixedNow).find(({ time }) => time === filled.time)! }, replies)

/** The request complete: the message quoted, each chat app, the e-mail, the call with what to say. */
export const Ready: Story = {
  render: ({ onIncomplete }) => (
    <OnSheet>
      <RequestChannels composed={composed()} notReady="" onIncomplete={onIncomplete} replies={replies} />
    </OnSheet>
  ),
  play: async ({ canvasElement }) => {
    const { links } = composed()
    for (const { app, href } of links.chats) await expect(within(canvasElement).getByRole('link', { name: new RegExp(chatAppName[app]) })).toHaveAttribute('href', href)
    await expect(within(canvasElement).getByRole('link', { name: t({ message: 'Send by e-mail' }) })).toHaveAttribute('href', links.email)
  },
}

/** Not complete yet: the place of the message says what is missing; a written way, chosen, goes nowhere and asks the fields to say so. */
export const NotReady: Story = {
  render: ({ onIncomplete }) => (
    <OnSheet>
      <RequestChannels composed={undefined} notReady={notReadyText(i18n, { date: { why: 'missing' } })} onIncomplete={onIncomplete} replies={replies} />
    </OnSheet>
  ),
  play: async ({ canvasElement, args, userEvent }) => {
    await expect(within(canvasElement).getByText(notReadyText(i18n, { date: { why: 'missing' } }))).toBeVisible()
    const email = within(canvasElement).getByRole('link', { name: t({ message: 'Send by e-mail' }) })
    await expect(email).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(email)
    await expect(args.onIncomplete).toHaveBeenCalledTimes(1)
  },
}

/** A large group: the call first, as the quicker way. */
export const CallFirst: Story = {
  render: ({ onIncomplete }) => (
    <OnSheet>
      <RequestChannels composed={composed()} notReady="" onIncomplete={onIncomplete} replies={replies} callFirst />
    </OnSheet>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')[0]!.getAttribute('href')).toMatch(/^tel:/)
  },
}
