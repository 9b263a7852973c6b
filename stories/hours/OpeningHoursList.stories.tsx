import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { OpeningHoursList } from '../../src/components/hours/OpeningHoursList/OpeningHoursList'
import type { OpeningPeriod } from '../../src/content/openingHours'
import { nightGround } from '../../src/design/focusRing.css'
import { vars } from '../../src/design/theme.css'

/**
 * The week's opening hours, days that share hours on one line, closed days said so: as a timetable
 * (the visit page, the home page's strip) or in columns (the footer), on the page's ground or a
 * night-blue band (`tone`).
 */
const meta = { title: 'Hours/OpeningHoursList', tags: ['autodocs'] } satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/** The specification's week, not the content's (the owner's to change). */
const week: readonly OpeningPeriod[] = [
  { days: ['tue', 'wed', 'thu'], opens: '17:00', closes: '23:00' },
  { days: ['fri', 'sat'], opens: '17:00', closes: '02:00' },
]

export const Timetable: Story = {
  render: () => (
    <div style={{ padding: 24, maxWidth: 380 }}>
      <OpeningHoursList hours={week} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('term').length).toBeGreaterThan(1)
  },
}

export const Columns: Story = {
  render: () => (
    <div style={{ padding: 24 }}>
      <OpeningHoursList hours={week} look="columns" />
    </div>
  ),
}

/** On the night-blue band of the footer and the header's panel. */
export const OnNight: Story = {
  render: () => (
    <div className={nightGround} style={{ padding: 24, background: vars.color.night, color: vars.color.onNight }}>
      <OpeningHoursList hours={week} look="columns" tone="night" />
    </div>
  ),
}
