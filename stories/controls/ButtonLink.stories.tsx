import type { Meta, StoryObj } from '@storybook/react-vite'
import { t } from '@lingui/core/macro'
import { expect, within } from 'storybook/test'
import { ButtonLink, ExternalButtonLink } from '../../src/components/controls/ButtonLink/ButtonLink'
import { Icon } from '../../src/components/controls/Icon/Icon'
import { phone, socialProfile } from '../../src/content/business'
import { buttonVariants } from '../../src/design/recipes.css'
import { nightGround } from '../../src/design/focusRing.css'
import { vars } from '../../src/design/theme.css'
import { languageOf } from '../languageOf'

/**
 * A link that looks like a Button: ButtonLink goes to a page of the site, ExternalButtonLink to a
 * phone number, an app or another site (`newTab` opens it in a new tab; the link does not say so
 * itself, so keep it for outside sites, where guests expect it). Use a link when the control goes somewhere, a Button when it does something here.
 */
const meta = { title: 'Controls/ButtonLink', tags: ['autodocs'] } satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/** Each variant as an in-site link; `onNight` on the night-blue band it is made for. */
export const Variants: Story = {
  render: (_args, { globals }) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, padding: 24, alignItems: 'center' }}>
      {buttonVariants.map((variant) => (
        <div key={variant} className={variant === 'onNight' ? nightGround : undefined} style={{ padding: 8, borderRadius: 8, background: variant === 'onNight' ? vars.color.night : 'transparent' }}>
          <ButtonLink to="/$lang/menu" params={{ lang: languageOf(globals) }} variant={variant}>
            {t({ message: 'See the menu' })}
          </ButtonLink>
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    for (const link of within(canvasElement).getAllByRole('link')) await expect(link).toHaveAttribute('href', `/${languageOf(globals)}/menu`)
  },
}

/** A call, and another site in a new tab. */
export const External: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, padding: 24 }}>
      <ExternalButtonLink href={`tel:${phone.e164}`}>
        <Icon name="phone" />
        {t({ message: 'Reserve by phone' })}
      </ExternalButtonLink>
      <ExternalButtonLink href={socialProfile.url} newTab variant="secondary">
        <Icon name="instagram" />
        {socialProfile.network}
      </ExternalButtonLink>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const away = within(canvasElement).getByRole('link', { name: new RegExp(socialProfile.network) })
    await expect(away).toHaveAttribute('target', '_blank')
    await expect(away).toHaveAttribute('rel', 'noopener noreferrer')
  },
}
