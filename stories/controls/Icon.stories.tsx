import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Icon, iconNames } from '../../src/components/controls/Icon/Icon'

/**
 * The site's line icons, in the text's colour and size.
 *
 * **When to use.** Beside a label that says the same (a phone before "Call"). **When not.** Alone
 * as a control's only label without an accessible name (give the control `aria-label` and a
 * Tooltip).
 *
 * **Accessibility.** Decorative: hidden from screen readers (`aria-hidden`), the label beside it
 * speaks. It takes the text colour, so its contrast is the text's.
 *
 * **Related:** Button, ButtonLabel, TransportIcon, FeatureIcon.
 */
const meta = { title: 'Controls/Icon', parameters: { path: '/$lang/about' } } satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

export const Icons: Story = {
  render: () => (
    <ul style={{ display: 'flex', gap: 16, listStyle: 'none', padding: 16, flexWrap: 'wrap' }}>
      {iconNames.map((name) => (
        <li key={name} style={{ display: 'grid', justifyItems: 'center', gap: 4 }}>
          <Icon name={name} size="2em" />
          {name}
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('svg')).toHaveLength(iconNames.length)
  },
}
