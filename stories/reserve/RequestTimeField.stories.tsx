import type { Meta, StoryObj } from '@storybook/react-vite'
import { i18n } from '@lingui/core'
import { t } from '@lingui/core/macro'
import { expect, within } from 'storybook/test'
import { RequestTimeField } from '../../src/components/reserve/RequestTimeField/RequestTimeField'
import { timeProblemText } from '../../src/reservations/problemTexts'
import type { TableRequest } from '../../src/reservations/tableRequest'
import { filled, OnSheet, useStoryRequest } from './requestStory'

/**
 * The time of a table request: every time the evening offers, one tap each (a radio group: the arrow
 * keys move between them); those after midnight apart, under their own caption.
 *
 * **When to use.** Only inside the table request. **Do:** show every time the evening offers, one
 * tap each. **Don't:** a drop-down: the times are few, and a list hides them.
 *
 * **Accessibility.** A radio group named "Time": Tab enters it at the chosen time, the arrow keys
 * move between times. A time after midnight is read with its day ("00:30, after midnight") while
 * the chip shows the time alone. With no day or a closed day the group is disabled and says why.
 *
 * **Related:** TableRequestPanel, RequestDateField.
 */
const meta = { title: 'Reserve/RequestTimeField', tags: ['autodocs'] } satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/** The field as the panel wires it, from a request to start with. */
function TimeOf({ initial, showMissing = false }: { initial: Partial<TableRequest>; showMissing?: boolean }) {
  const form = useStoryRequest(initial, showMissing)
  return (
    <OnSheet>
      <RequestTimeField times={form.times} value={form.request.time} dayChosen={form.request.date !== null} onChange={form.setTime} problem={form.problems.time && timeProblemText(i18n, form.problems.time)} />
    </OnSheet>
  )
}

const times = (canvasElement: HTMLElement) => within(canvasElement).getByRole('radiogroup', { name: t({ message: 'Time' }) })

/** A Saturday, 19:30 chosen. */
export const Chosen: Story = {
  render: () => <TimeOf initial={{ date: filled.date, time: filled.time }} />,
  play: async ({ canvasElement }) => {
    await expect(within(times(canvasElement)).getByRole('radio', { checked: true })).toHaveAttribute('value', filled.time)
  },
}

/** Half past midnight chosen: the times after midnight stand apart, under their caption. */
export const AfterMidnight: Story = {
  render: () => <TimeOf initial={{ date: filled.date, time: '00:30' }} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t({ message: 'After midnight' }))).toBeVisible()
    await expect(within(times(canvasElement)).getByRole('radio', { checked: true })).toHaveAttribute('value', '00:30')
  },
}

/** A day chosen, no time yet, and sent: what it needs. */
export const Missing: Story = {
  render: () => <TimeOf initial={{ date: filled.date, time: null }} showMissing />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(timeProblemText(i18n, 'missing'))).toBeVisible()
  },
}

/** A Monday: no time is offered, and the place of the times says to choose another day. */
export const ClosedDay: Story = {
  render: () => <TimeOf initial={{ date: '2026-11-23', time: null }} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('radio')).toHaveLength(0)
    await expect(within(canvasElement).getByText(t({ message: 'Choose another day to see its times.' }))).toBeVisible()
  },
}

/** No day yet: the place of the times says where they will come from. */
export const NoDayYet: Story = {
  render: () => <TimeOf initial={{ date: null, time: null }} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t({ message: 'Choose a day first: its times show here.' }))).toBeVisible()
  },
}
