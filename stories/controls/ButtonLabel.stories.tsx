import type { Meta, StoryObj } from '@storybook/react-vite'
import { t } from '@lingui/core/macro'
import { expect, within } from 'storybook/test'
import { ButtonLabel } from '../../src/components/controls/ButtonLabel/ButtonLabel'
import { ExternalButtonLink } from '../../src/components/controls/ButtonLink/ButtonLink'
import { Icon } from '../../src/components/controls/Icon/Icon'
import { phone, socialProfile } from '../../src/content/business'
import { noBreak } from '../../src/i18n/noBreak'

/**
 * A button's label that holds a value (a phone number, a network): too narrow for one line, it breaks
 * before the value, not inside the phrase around it; its icon stays beside the first word. Use it in
 * a Button or a ButtonLink whenever the label carries a value.
 */
const meta = { title: 'Controls/ButtonLabel', tags: ['autodocs'] } satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

const number = noBreak(phone.display)
const network = socialProfile.network
/** A phone number's digits, whatever spaces the label keeps them with. */
const digits = (text: string) => text.replace(/\D/g, '')

/** Wide and narrow: the narrow one breaks before the number, in every language (try Suomi or Deutsch). */
export const WideAndNarrow: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, padding: 24, justifyItems: 'start' }}>
      {[undefined, 200].map((width) => (
        <div key={width ?? 'wide'} style={{ maxWidth: width }}>
          <ExternalButtonLink href={`tel:${phone.e164}`} size="lg">
            <ButtonLabel icon={<Icon name="phone" size="1.1em" />} text={t({ message: `Call ${number}` })} value={number} />
          </ExternalButtonLink>
        </div>
      ))}
      <div style={{ maxWidth: 200 }}>
        <ExternalButtonLink href={socialProfile.url} newTab variant="secondary" size="lg">
          <ButtonLabel icon={<Icon name="instagram" size="1.1em" />} text={t({ message: `Follow us on ${network}` })} value={network} />
        </ExternalButtonLink>
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link', { name: (name) => digits(name).includes(digits(phone.display)) })).toHaveLength(2)
  },
}
