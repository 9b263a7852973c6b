import type { Meta, StoryObj } from '@storybook/react-vite'
import { i18n } from '@lingui/core'
import { t } from '@lingui/core/macro'
import { expect, within } from 'storybook/test'
import { RequestDateField } from '../../src/components/reserve/RequestDateField/RequestDateField'
import { formatEvening } from '../../src/i18n/formatEvening'
import { useLanguage } from '../../src/i18n/useLanguage'
import { dateProblemText, noTablesText } from '../../src/reservations/problemTexts'
import type { TableRequest } from '../../src/reservations/tableRequest'
import { languageOf } from '../languageOf'
import { filled, OnSheet, rules, useStoryRequest } from './requestStory'

/**
 * The evening of a table request: typed, or picked in its calendar, where the days without a table
 * are crossed out. Under it, the day in words, or why the day chosen has no table.
 *
 * **When to use.** Only inside the table request. **Do:** say why a day has no table ("Closed on
 * Mondays") rather than only crossing it out. **Don't:** hide the days without a table: a guest
 * looking for Monday must learn the house is closed.
 *
 * **Accessibility.** react-aria's DatePicker: the date is typed segment by segment (↑ ↓ change a
 * segment), the calendar button opens a grid moved with the arrow keys, Enter picks, Escape closes.
 * A crossed-out day is marked unavailable for screen readers too (react-aria's isDateUnavailable). The day in words is read after the field.
 *
 * **Related:** TableRequestPanel, RequestTimeField, HoursExceptions.
 */
const meta = { title: 'Reserve/RequestDateField', tags: ['autodocs'] } satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/** The field as the panel wires it, from a request to start with. */
function DateOf({ initial, showMissing = false }: { initial: Partial<TableRequest>; showMissing?: boolean }) {
  const language = useLanguage()
  const form = useStoryRequest(initial, showMissing)
  const { date } = form.request
  return (
    <OnSheet>
      <RequestDateField
        value={date}
        onChange={form.setDate}
        first={form.bookable.first}
        last={form.bookable.last}
        noTablesOn={form.noTablesOn}
        noTablesText={(noTables) => noTablesText(i18n, noTables, rules)}
        problem={form.problems.date && dateProblemText(i18n, form.problems.date, rules)}
        inWords={date === null ? undefined : formatEvening(language, date)}
        aboutDay={(day) => {
          // As the panel says it: why a day in reach has no table, a holiday marked with its dot.
          const noTables = form.noTablesOn(day)
          return noTables && noTables.why !== 'past' && noTables.why !== 'tooFar' ? { marked: noTables.why === 'exception', text: noTablesText(i18n, noTables, rules) } : undefined
        }}
      />
    </OnSheet>
  )
}

const group = (canvasElement: HTMLElement) => within(canvasElement).getByRole('group', { name: t({ message: 'Date' }) })

/** A Saturday chosen: the day in words under the field. */
export const Chosen: Story = {
  render: () => <DateOf initial={{ date: filled.date }} />,
  play: async ({ canvasElement, globals }) => {
    await expect(group(canvasElement)).toBeVisible()
    await expect(within(canvasElement).getByText(formatEvening(languageOf(globals), filled.date), { exact: true })).toBeVisible()
  },
}

/** A Monday: the house is closed, and the field says so, in words and with its red edge. */
export const ClosedDay: Story = {
  render: () => <DateOf initial={{ date: '2026-11-23' }} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(noTablesText(i18n, { why: 'weekly', day: 'mon' }, rules))).toBeVisible()
  },
}

/** A day that has passed. */
export const DayPassed: Story = {
  render: () => <DateOf initial={{ date: '2026-11-16' }} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(noTablesText(i18n, { why: 'past' }, rules))).toBeVisible()
  },
}

/** Left empty and sent: what it needs. */
export const Empty: Story = {
  render: () => <DateOf initial={{ date: null }} showMissing />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(dateProblemText(i18n, { why: 'missing' }, rules))).toBeVisible()
  },
}
