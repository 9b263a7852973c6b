import type { Meta, StoryObj } from '@storybook/react-vite'
import { t } from '@lingui/core/macro'
import { expect, fn, within } from 'storybook/test'
import { Button } from '../../src/components/controls/Button/Button'
import { ButtonLink, ExternalButtonLink } from '../../src/components/controls/ButtonLink/ButtonLink'
import { Icon } from '../../src/components/controls/Icon/Icon'
import { socialProfile } from '../../src/content/business'
import { buttonSizes, buttonVariants } from '../../src/design/recipes.css'
import { vars } from '../../src/design/theme.css'
import { longTextOnPhone } from '../../.storybook/modes'
import { expectNoOverflow } from '../longText'
import { nightGround } from '../../src/design/focusRing.css'

/**
 * An action on this page: open the table request, download the QR code, copy the address. Four
 * variants and two sizes share one recipe with ButtonLink (`button` in src/design/recipes.css.ts).
 *
 * **When to use.** For something that happens here. `primary` for the one main action of a view
 * (one per screen: "Reserve a table"); `secondary` beside it for the alternatives; `ghost` for a
 * quiet action in a list or a card; `onNight` only on the night-blue bands (header, footer, hero).
 * `lg` in heroes and closing cards, `md` everywhere else.
 *
 * **When not.** To go somewhere (a page, a phone number, another site): use ButtonLink. To switch
 * something on and off: a switch (VeganFilter).
 *
 * **Do:** one primary per view; a verb and its object ("Download QR Code"); let a long label wrap
 * (it balances its lines). **Don't:** two primaries side by side; `onNight` on the light page (its
 * cream text disappears); a disabled button where the guest needs to learn why: the table request
 * keeps its send buttons enabled and says what is missing instead.
 *
 * **Accessibility.** A native `<button>`: Tab reaches it, Enter and Space press it. A screen reader
 * says its label and "button"; pending adds "busy", disabled "dimmed" / "unavailable" (and Tab
 * skips it). Focus shows a ring (blue on light, marigold on the night bands, over 3:1 in both themes).
 * Text: white on brand 6.6:1 by day; brand on page 6.1:1; disabled muted ink on sunken 6.0:1; night
 * values on Foundations/Tokens/Colour, each over 4.5:1.
 *
 * **Related:** ButtonLink, ButtonLabel (a label holding a number), Icon, Tooltip.
 */
const meta = {
  title: 'Controls/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: '', variant: 'primary', size: 'md', isDisabled: false, isPending: false, onPress: fn() },
  argTypes: {
    children: { control: 'text', description: 'The label (on the site always a translated message). Left empty, the site\'s "Reserve a table" in the toolbar\'s language.' },
    variant: { control: 'inline-radio', options: buttonVariants, description: '`onNight` only on the night-blue bands.' },
    size: { control: 'inline-radio', options: buttonSizes },
    isDisabled: { control: 'boolean' },
    isPending: { control: 'boolean', description: 'Under way (a download being drawn): a turning ring after the label, and a press does nothing.' },
  },
  render: ({ children, ...args }) => <Button {...args}>{children || label()}</Button>,
  decorators: [
    (Story, { args }) => (
      <div className={args.variant === 'onNight' ? nightGround : undefined} style={{ padding: 16, background: args.variant === 'onNight' ? vars.color.night : 'transparent', display: 'inline-block' }}>
        <Story />
      </div>
    ),
  ],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Button>

export default meta
type Story = StoryObj<typeof meta>

/** The label the stories show: the site's own words, in the toolbar's language. */
const label = () => t({ message: 'Reserve a table' })

export const Primary: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab()
    const button = canvas.getByRole('button', { name: label() })
    await expect(button).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onPress).toHaveBeenCalledTimes(1)
  },
}

export const Secondary: Story = { args: { variant: 'secondary' } }

export const Ghost: Story = { args: { variant: 'ghost' } }

export const OnNight: Story = { args: { variant: 'onNight' } }

export const Large: Story = { args: { size: 'lg' } }

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toBeDisabled()
  },
}

/**
 * The states a button has besides hover, focus and press: default, disabled (muted on the sunken
 * ground, a dashed edge, no hover or press), pending (a turning ring; a press does nothing). Drawn
 * as they are, with no play function, so the picture shows each state and nothing else.
 */
export const States: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      {buttonVariants.map((variant) => (
        <div key={variant} className={variant === 'onNight' ? nightGround : undefined} style={{ display: 'flex', flexWrap: 'wrap', gap: 12, padding: 8, borderRadius: 8, background: variant === 'onNight' ? vars.color.night : 'transparent' }}>
          <Button variant={variant}>{label()}</Button>
          <Button variant={variant} isDisabled>
            {label()}
          </Button>
          <Button variant={variant} isPending>
            {label()}
          </Button>
        </div>
      ))}
    </div>
  ),
}

/** Every variant and size, as a button, an in-site link and an outside link. */
export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      {buttonSizes.map((size) => (
        <div key={size} style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'center' }}>
          {buttonVariants.map((variant) => {
            const content = `${variant} ${size}`
            const onNight = variant === 'onNight'
            return (
              <div key={variant} className={onNight ? nightGround : undefined} style={{ padding: 8, borderRadius: 8, background: onNight ? vars.color.night : 'transparent', display: 'flex', flexWrap: 'wrap', gap: 8 }}>
                <Button variant={variant} size={size}>
                  {content}
                </Button>
                <ButtonLink to="/$lang/menu" params={{ lang: 'en' }} variant={variant} size={size}>
                  {`${content} link`}
                </ButtonLink>
                <ExternalButtonLink href="tel:+37120000000" variant={variant} size={size}>
                  <Icon name="phone" />
                  {`${content} call`}
                </ExternalButtonLink>
              </div>
            )
          })}
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(buttonVariants.length * buttonSizes.length)
    await expect(canvas.getByRole('link', { name: 'primary md link' })).toHaveAttribute('href', '/en/menu')
    await expect(canvas.getByRole('link', { name: 'secondary lg call' })).toHaveAttribute('href', 'tel:+37120000000')
  },
}

export const OpensInNewTab: Story = {
  render: () => (
    <ExternalButtonLink href="https://wa.me/37120000000" newTab size="lg">
      <Icon name="chat" />
      {label()}
    </ExternalButtonLink>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: new RegExp(label()) })
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  },
}

const network = socialProfile.network

/**
 * The site's longest button labels on a phone, in the language chosen in the toolbar (Suomi,
 * Latviešu and Русский are the longest): a label too long for one line wraps, centred, in lines of
 * even length, and its icon keeps its size beside the first word.
 */
/** A chat app's name, as the header's list of ways names it (`name`: the message's placeholder). */
const name = 'WhatsApp'

export const LongTextOnPhone: Story = {
  ...longTextOnPhone,
  render: () => (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start', maxWidth: 240 }}>
      <ExternalButtonLink href="https://wa.me/37120000000" newTab size="lg">
        <Icon name="chat" />
        {t({ message: `Write to us on ${name}` })}
      </ExternalButtonLink>
      <ExternalButtonLink href="https://www.instagram.com/" newTab variant="secondary" size="lg">
        <Icon name="instagram" />
        {t({ message: `Follow us on ${network}` })}
      </ExternalButtonLink>
      <Button variant="secondary">
        <Icon name="download" />
        {t({ message: 'Download QR Code' })}
      </Button>
      <Button variant="ghost">{t({ message: 'Reserve by phone' })}</Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(2)
    await expectNoOverflow(canvasElement)
    // Each icon as wide as it is tall: never squeezed by its label.
    for (const icon of canvasElement.querySelectorAll('a svg, button svg')) {
      const { width, height } = icon.getBoundingClientRect()
      await expect(Math.round(width)).toBe(Math.round(height))
    }
  },
}
