import type { Meta, StoryObj } from '@storybook/react-vite'
import { UndecidedHoursNote } from '../../src/components/reserve/UndecidedHoursNote/UndecidedHoursNote'

/**
 * In the table request, under its first line: the public holidays of the coming two weeks whose hours
 * the owner has not decided yet, so that a guest does not take the times offered on those days as
 * certain, and the way to check (a call). Nothing when every holiday is decided.
 *
 * **When to use.** Only inside the table request, fed by the schedule's undecided days. **When not.**
 * A decided holiday: the calendar and the hours lists say its hours.
 *
 * **Accessibility.** A paragraph read in order with the panel; the clock icon is decorative. Text in
 * the page's ink on its ground, over 4.5:1 in both themes.
 *
 * **Related:** TableRequestPanel, HoursExceptions, LiveLine.
 */
const meta = { title: 'Reserve/UndecidedHoursNote', component: UndecidedHoursNote, tags: ['autodocs'] } satisfies Meta<typeof UndecidedHoursNote>

export default meta
type Story = StoryObj<typeof meta>

/** Christmas, undecided: three days named in the toolbar's language. */
export const ThreeHolidays: Story = { args: { dates: ['2026-12-24', '2026-12-25', '2026-12-26'] } }

/** One undecided day. */
export const OneHoliday: Story = { args: { dates: ['2026-12-31'] } }
