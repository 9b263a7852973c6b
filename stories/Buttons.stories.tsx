import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Button } from '../src/components/controls/Button/Button'
import { ButtonLink, ExternalButtonLink } from '../src/components/controls/ButtonLink/ButtonLink'
import { Icon } from '../src/components/controls/Icon/Icon'
import { buttonSizes, buttonVariants } from '../src/design/recipes.css'
import { tokens } from '../src/design/tokens'

const meta = {
  title: 'Controls/Button',
  component: Button,
  args: { children: 'Reserve a table', variant: 'primary', size: 'md' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Button>

export default meta
type Story = StoryObj<typeof meta>

export const Primary: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: String(args.children) })).toHaveFocus()
  },
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
              <div key={variant} style={{ padding: 8, borderRadius: 8, background: onNight ? tokens.color.night : 'transparent', display: 'flex', gap: 8 }}>
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
      Reserve a table
    </ExternalButtonLink>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Reserve a table' })
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  },
}
