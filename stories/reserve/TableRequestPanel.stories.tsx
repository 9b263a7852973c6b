import type { Meta, StoryObj } from '@storybook/react-vite'
import { i18n } from '@lingui/core'
import { t } from '@lingui/core/macro'
import { I18nProvider } from 'react-aria-components/I18nProvider'
import { expect, waitFor, within } from 'storybook/test'
import { TableRequestPanel } from '../../src/components/reserve/TableRequestPanel/TableRequestPanel'
import { useTableRequest } from '../../src/components/reserve/TableRequestPanel/useTableRequest'
import { vars } from '../../src/design/theme.css'
import { tableTimes } from '../../src/hours/tableTimes'
import { formatEvening } from '../../src/i18n/formatEvening'
import { languageInfo } from '../../src/i18n/languages'
import { useLanguage } from '../../src/i18n/useLanguage'
import { chatAppName } from '../../src/reservations/chatLinks'
import { composeRequest } from '../../src/reservations/composeRequest'
import { largePartyText, noTablesText, notReadyText, partyProblemText } from '../../src/reservations/problemTexts'
import type { TableRequest } from '../../src/reservations/tableRequest'
import { longTextOnPhone } from '../../.storybook/modes'
import { filled, replies, rules, schedule } from './requestStory'
import { fixedNow } from '../../tests/fixedClock'
import { expectNoOverflow } from '../longText'
import { languageOf } from '../languageOf'

/**
 * The table request the reserve buttons open (src/components/reserve/), as it stands in its sheet
 * at the toolbar's width: filled in with the request it composes, a closed day, what is wrong, the calendar. At
 * the suite's moment (Friday 20 November 2026, 19:30 in Riga: tests/fixedClock.ts, which the
 * calendar's own "today" follows in the test run), with the specification's week and rules of the
 * story's own, not the content's, which are the owner's to change.
 *
 * **When to use.** Inside the TableRequestSheet; alone only in stories. **Do:** keep the order
 * date, time, guests, then the optional lines. **Don't:** add a required field: the house answers
 * what it gets.
 *
 * **Accessibility.** A dialog with its heading; each field labelled, each problem said under its
 * field and read with it. Sent too early, focus moves to the first field with a problem.
 *
 * **Related:** TableRequestSheet, PartySizeField, RequestDateField, RequestTimeField,
 * RequestTextField, RequestChannels.
 */
const meta = { title: 'Reserve/TableRequestPanel' } satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/** The panel as its sheet holds it: the sheet's surface, at most the sheet's width (76rem on a wide screen, TableRequestSheet.css.ts). */
function RequestPanel({ initial, showMissing = false }: { initial?: Partial<TableRequest>; showMissing?: boolean }) {
  const language = useLanguage()
  const form = useTableRequest({ schedule, rules, now: fixedNow, initial, showMissing })
  return (
    <I18nProvider locale={languageInfo[language].intlLocale}>
      <div style={{ maxWidth: '76rem', borderRadius: vars.radius.lg, overflow: 'hidden', background: vars.color.surface, color: vars.color.ink, boxShadow: vars.shadow.lg }}>
        <TableRequestPanel form={form} rules={rules} replies={replies} schedule={schedule} />
      </div>
    </I18nProvider>
  )
}

const dialog = (canvasElement: HTMLElement) => within(canvasElement).getByRole('dialog', { name: t({ message: 'Request a table' }) })

/** Filled in: the message the chat and the e-mail carry, shown above their buttons, and what to say on the phone. */
export const Filled: Story = {
  render: () => <RequestPanel initial={filled} />,
  play: async ({ canvasElement, globals }) => {
    const panel = within(dialog(canvasElement))
    const composed = composeRequest(i18n, { ...filled, time: tableTimes(schedule, filled.date, rules, fixedNow).find(({ time }) => time === filled.time)! }, replies)
    await expect(panel.getByText(formatEvening(languageOf(globals), filled.date), { exact: true })).toBeVisible()
    await expect(panel.getByRole('radio', { checked: true })).toHaveAttribute('value', '19:30')
    await expect(panel.getByRole('figure', { name: t({ message: 'Your message' }) })).toHaveTextContent(composed.text.replace(/\s+/g, ' '))
    await expect(panel.getByRole('figure', { name: t({ message: 'What to say on the phone' }) })).toHaveTextContent(composed.spoken)
    for (const { app, href } of composed.links.chats) await expect(panel.getByRole('link', { name: new RegExp(chatAppName[app]) })).toHaveAttribute('href', href)
    await expect(panel.getByRole('link', { name: t({ message: 'Send by e-mail' }) })).toHaveAttribute('href', composed.links.email)
  },
}

/** A Monday: the house is closed, the date says so, and no time is offered. */
export const ClosedDay: Story = {
  render: () => <RequestPanel initial={{ ...filled, date: '2026-11-23', time: null }} />,
  play: async ({ canvasElement }) => {
    const panel = within(dialog(canvasElement))
    await expect(panel.getByText(noTablesText(i18n, { why: 'weekly', day: 'mon' }, rules))).toBeVisible()
    await expect(panel.queryAllByRole('radio')).toHaveLength(0)
    await expect(panel.getByText(t({ message: 'Choose another day to see its times.' }))).toBeVisible()
    await expect(panel.queryByRole('figure')).toBeNull()
    await expect(panel.getByText(notReadyText(i18n, { date: { why: 'weekly', day: 'mon' } }))).toBeVisible()
  },
}

/** A day past and a party larger than any the house takes in writing, each said under its field; nothing is composed, and its place says so. */
export const WhatIsWrong: Story = {
  render: () => <RequestPanel initial={{ date: '2026-11-16', time: null, party: rules.largestGroup + 2 }} showMissing />,
  play: async ({ canvasElement }) => {
    const panel = within(dialog(canvasElement))
    await expect(panel.getByText(noTablesText(i18n, { why: 'past' }, rules))).toBeVisible()
    await expect(panel.getByText(partyProblemText(i18n, 'tooLarge', rules))).toBeVisible()
    await expect(panel.getByRole('textbox', { name: t({ message: 'Guests' }) })).toHaveAttribute('aria-invalid', 'true')
    await expect(panel.queryByRole('figure')).toBeNull()
    await expect(panel.getByText(notReadyText(i18n, { date: { why: 'past' } }))).toBeVisible()
  },
}

/** A group of 20 after midnight: the message is still written, the call first as the quicker way. */
export const LargeGroup: Story = {
  render: () => <RequestPanel initial={{ ...filled, time: '00:30', party: 20 }} />,
  play: async ({ canvasElement }) => {
    const panel = within(dialog(canvasElement))
    await expect(panel.getByText(largePartyText(i18n, rules))).toBeVisible()
    await expect(panel.getByRole('figure', { name: t({ message: 'Your message' }) })).toBeVisible()
    await expect(panel.getAllByRole('link')[0]!.getAttribute('href')).toMatch(/^tel:/)
  },
}

/** The calendar: the days without a table crossed out, and why the one moved to has none. */
export const Calendar: Story = {
  render: () => <RequestPanel initial={{ date: '2026-11-24', time: null }} />,
  play: async ({ canvasElement, userEvent }) => {
    const date = within(dialog(canvasElement)).getByRole('group', { name: t({ message: 'Date' }) })
    await userEvent.click(within(date).getByRole('button'))
    const calendar = await within(document.body).findByRole('application')
    await waitFor(() => expect(calendar.contains(document.activeElement)).toBe(true))
    // From Tuesday 24 back to Monday 23: closed, and said so under the month.
    await userEvent.keyboard('{ArrowLeft}')
    await expect((await within(document.body).findAllByText(noTablesText(i18n, { why: 'weekly', day: 'mon' }, rules))).some((element) => element.checkVisibility())).toBe(true)
  },
}

/** The longest words (Finnish, Russian) on a phone: nothing sticks out of the sheet. */
export const LongTextOnPhone: Story = {
  ...longTextOnPhone,
  render: () => <RequestPanel initial={{ ...filled, date: '2026-11-21', time: '00:30' }} />,
  play: async ({ canvasElement }) => {
    await expect(within(dialog(canvasElement)).getByText(t({ message: 'After midnight' }))).toBeVisible()
    await expectNoOverflow(canvasElement)
  },
}
