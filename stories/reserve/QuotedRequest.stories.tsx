import type { Meta, StoryObj } from '@storybook/react-vite'
import { i18n } from '@lingui/core'
import { t } from '@lingui/core/macro'
import { expect, within } from 'storybook/test'
import { QuotedRequest } from '../../src/components/reserve/QuotedRequest/QuotedRequest'
import { tableTimes } from '../../src/hours/tableTimes'
import { composeRequest } from '../../src/reservations/composeRequest'
import { fixedNow } from '../../tests/fixedClock'
import { filled, OnSheet, replies, rules, schedule } from './requestStory'

/**
 * A text the table request has written for the guest, quoted as they will send or say it: the
 * message (a line each, as the chat and the e-mail show it) and what to say on the phone.
 *
 * **Accessibility.** A figure named by its caption ("Your message"): a screen reader announces the
 * figure and its name, then the text. Ink on the sunken ground, over 4.5:1 in both themes.
 *
 * **Related:** RequestChannels, TableRequestPanel.
 */
const meta = { title: 'Reserve/QuotedRequest', tags: ['autodocs'] } satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

const composed = () => composeRequest(i18n, { ...filled, time: tableTimes(schedule, filled.date, rules, fixedNow).find(({ time }) => time === filled.time)! }, replies)

/** The message the chat apps and the e-mail carry, a line each. */
export const Message: Story = {
  render: () => (
    <OnSheet>
      <QuotedRequest caption={t({ message: 'Your message' })} text={composed().text} keepLines />
    </OnSheet>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('figure', { name: t({ message: 'Your message' }) })).toHaveTextContent(composed().text.replace(/\s+/g, ' '))
  },
}

/** What to say on the phone, one paragraph. */
export const Spoken: Story = {
  render: () => (
    <OnSheet>
      <QuotedRequest caption={t({ message: 'What to say on the phone' })} text={composed().spoken} />
    </OnSheet>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('figure', { name: t({ message: 'What to say on the phone' }) })).toHaveTextContent(composed().spoken)
  },
}
