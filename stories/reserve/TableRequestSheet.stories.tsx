import type { Meta, StoryObj } from '@storybook/react-vite'
import { i18n } from '@lingui/core'
import { t } from '@lingui/core/macro'
import { expect, within } from 'storybook/test'
import { TableRequestSheet } from '../../src/components/reserve/TableRequestSheet/TableRequestSheet'
import { noTablesText, partyProblemText, timeProblemText } from '../../src/reservations/problemTexts'
import type { TableRequest } from '../../src/reservations/tableRequest'
import { fixedNow } from '../../tests/fixedClock'
import { filled, replies, rules, schedule } from './requestStory'

/**
 * The table request over the page, as the reserve buttons open it: a sheet from the bottom edge on a
 * phone, a dialog from 740 px, over the dimmed page. Choose the width in the toolbar to see both.
 * Its content is the TableRequestPanel.
 *
 * **When to use.** What every reserve button opens where scripts run. **When not.** Without
 * scripts: ReserveWays lists the ways to book instead.
 *
 * **Accessibility.** react-aria's Modal: focus moves into it and stays there; Escape, the close
 * button and a tap on the dimmed page close it, and focus goes back to the button that opened it.
 * A screen reader hears a dialog named "Request a table". The page behind is hidden from screen
 * readers while it is open.
 *
 * **Related:** TableRequestPanel, ReserveTable, ReserveWays.
 */
const meta = { title: 'Reserve/TableRequestSheet', tags: ['autodocs'] } satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/** Open, the closing control a no-op: the sheet stays for the designer to look at. */
const Sheet = ({ initial, showMissing = false }: { initial?: Partial<TableRequest>; showMissing?: boolean }) => (
  <div style={{ minHeight: '100vh' }}>
    <TableRequestSheet schedule={schedule} rules={rules} replies={replies} now={fixedNow} initial={initial} showMissing={showMissing} isOpen onClose={() => undefined} />
  </div>
)

const sheet = () => within(document.body).getByRole('dialog', { name: t({ message: 'Request a table' }) })

/** As it opens: tonight, the usual party of two, nothing else filled in. */
export const Open: Story = {
  render: () => <Sheet />,
  play: async () => {
    await expect(sheet()).toBeVisible()
    await expect(within(sheet()).getByRole('textbox', { name: t({ message: 'Guests' }) })).toHaveValue(String(rules.usualParty))
  },
}

/** Filled in: the message it composes, above the ways to send it. */
export const Filled: Story = {
  render: () => <Sheet initial={filled} />,
  play: async () => {
    await expect(within(sheet()).getByRole('figure', { name: t({ message: 'Your message' }) })).toBeVisible()
  },
}

/** Every error at once: a day past, no time, a party over the largest the house takes in writing. */
export const WhatIsWrong: Story = {
  render: () => <Sheet initial={{ date: '2026-11-16', time: null, party: rules.largestGroup + 2 }} showMissing />,
  play: async () => {
    const panel = within(sheet())
    await expect(panel.getByText(noTablesText(i18n, { why: 'past' }, rules))).toBeVisible()
    await expect(panel.getByText(partyProblemText(i18n, 'tooLarge', rules))).toBeVisible()
    await expect(panel.queryByText(timeProblemText(i18n, 'missing'))).toBeNull()
  },
}

/** Nothing chosen and sent too early: each field says what it needs. */
export const Missing: Story = {
  render: () => <Sheet initial={{ date: null, time: null, party: null }} showMissing />,
  play: async () => {
    const panel = within(sheet())
    await expect(panel.getByText(partyProblemText(i18n, 'missing', rules))).toBeVisible()
  },
}

/** Half past midnight on Saturday night: the time stands under "After midnight", and the message names the night. */
export const AfterMidnight: Story = {
  render: () => <Sheet initial={{ ...filled, time: '00:30' }} />,
  play: async () => {
    await expect(within(sheet()).getByText(t({ message: 'After midnight' }))).toBeVisible()
    await expect(within(sheet()).getByRole('radio', { checked: true })).toHaveAttribute('value', '00:30')
  },
}
