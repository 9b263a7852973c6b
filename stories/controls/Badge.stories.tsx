import type { Meta, StoryObj } from '@storybook/react-vite'
import { i18n } from '@lingui/core'
import { t } from '@lingui/core/macro'
import { expect, within } from 'storybook/test'
import { Badge } from '../../src/components/controls/Badge/Badge'
import { dishBadgeLabels } from '../../src/content/menu/dishBadgeLabels'
import { dishBadges } from '../../src/content/menu/menuTypes'
import { badgeTones } from '../../src/design/recipes.css'
import { longTextOnPhone } from '../../.storybook/modes'
import { expectNoOverflow } from '../longText'

/**
 * A short label on a card. Its words carry the meaning; the tone only supports them: `brand` most
 * popular, `night` chef's choice, `marigold` premium, `agave` vegan, `muted` everything else.
 *
 * **When to use.** One or two words that sort a dish or a post ("Vegan", "Sold out"). **When
 * not.** A sentence (use a text line); something the guest can press (a Button); the opening
 * state (OpeningStatusBadge, which updates itself).
 *
 * **Do:** keep the word; pick the tone by meaning. **Don't:** let colour alone say it (a red badge
 * with no word); put two badges of the same tone side by side.
 *
 * **Accessibility.** Plain text: a screen reader reads the word where it stands, nothing is
 * announced as a control, nothing takes focus. Every tone's text is over 4.5:1 on its ground by day
 * and at night (Foundations/Tokens/Colour).
 *
 * **Related:** OpeningStatusBadge, MenuItemRow, SignatureDishCard.
 */
const meta = {
  title: 'Controls/Badge',
  component: Badge,
  tags: ['autodocs'],
  args: { children: '', tone: 'brand' },
  argTypes: {
    tone: { control: 'inline-radio', options: badgeTones },
    children: { control: 'text', description: 'The label (on the site always a translated message). Left empty, the word the site shows in that tone, in the toolbar\'s language.' },
  },
  render: ({ children, tone }) => <Badge tone={tone}>{children || wordOf[tone ?? 'brand']()}</Badge>,
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Badge>

export default meta
type Story = StoryObj<typeof meta>

/** The word the site shows in each tone, from the catalog: it follows the language toolbar. */
const wordOf: Record<(typeof badgeTones)[number], () => string> = {
  brand: () => i18n._(dishBadgeLabels.popular),
  night: () => i18n._(dishBadgeLabels.chef),
  marigold: () => i18n._(dishBadgeLabels.premium),
  agave: () => t({ message: 'Vegan', context: 'dish' }),
  muted: () => t({ message: 'Sold out', context: 'dish' }),
}

export const Brand: Story = {}

export const Night: Story = { args: { tone: 'night' } }

export const Marigold: Story = { args: { tone: 'marigold' } }

export const Agave: Story = { args: { tone: 'agave' } }

export const Muted: Story = { args: { tone: 'muted' } }

/** Every tone, as dish cards, vegan marks and sold-out labels use them. */
export const AllTones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {badgeTones.map((tone) => (
        <Badge key={tone} tone={tone}>
          {tone}
        </Badge>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const tone of badgeTones) await expect(canvas.getByText(tone)).toBeVisible()
  },
}

/** The dish badges and the vegan mark as the menu words them, in the language chosen in the toolbar. */
export const LongTextOnPhone: Story = {
  ...longTextOnPhone,
  parameters: { ...longTextOnPhone.parameters, layout: 'padded' },
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {dishBadges.map((badge, index) => (
        <Badge key={badge} tone={(['brand', 'night', 'marigold'] as const)[index]}>
          {i18n._(dishBadgeLabels[badge])}
        </Badge>
      ))}
      <Badge tone="agave">{t({ message: 'Vegan', context: 'dish' })}</Badge>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(i18n._(dishBadgeLabels.chef))).toBeVisible()
    await expectNoOverflow(canvasElement)
  },
}
