import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { VisitInfo } from '../../src/components/shell/VisitInfo/VisitInfo'
import { address } from '../../src/content/business'
import { openingHours } from '../../src/content/openingHours'
import { vars } from '../../src/design/theme.css'
import { formatTime } from '../../src/hours/formatHours'
import { longTextOnPhone } from '../../.storybook/modes'
import { expectNoOverflow } from '../longText'
import { languageOf } from '../languageOf'
import { nightGround } from '../../src/design/focusRing.css'

/** The address, the opening hours and whether we are open now, as the header shows them. */
const meta = { title: 'Shell/VisitInfo', parameters: { path: '/$lang/about' } } satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

const onNight = { background: vars.color.night, padding: 16 }

export const AddressAndHours: Story = {
  render: () => (
    <div className={nightGround} style={{ ...onNight, display: 'grid', gap: 24 }}>
      <VisitInfo layout="row" />
      <VisitInfo layout="column" />
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    const language = languageOf(globals)
    await expect(canvasElement).toHaveTextContent(address.street)
    for (const period of openingHours) await expect(canvasElement).toHaveTextContent(`${formatTime(language, period.opens)}–${formatTime(language, period.closes)}`)
  },
}

/** Address, hours and today's status in the phone menu's column, in the language chosen. */
export const AddressAndHoursLongTextOnPhone: Story = {
  ...longTextOnPhone,
  render: () => (
    <div className={nightGround} style={onNight}>
      <VisitInfo layout="column" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expectNoOverflow(canvasElement)
  },
}
