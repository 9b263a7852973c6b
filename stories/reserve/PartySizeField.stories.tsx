import type { Meta, StoryObj } from '@storybook/react-vite'
import { i18n } from '@lingui/core'
import { t } from '@lingui/core/macro'
import { expect, within } from 'storybook/test'
import { PartySizeField } from '../../src/components/reserve/PartySizeField/PartySizeField'
import { isLargeParty } from '../../src/reservations/tableRequest'
import { largePartyText, partyProblemText } from '../../src/reservations/problemTexts'
import { OnSheet, rules, useStoryRequest } from './requestStory'

/**
 * How many guests, in the table request: typed, or stepped with − and + (or the arrow keys) from 1
 * to the largest party a request may name (40), where + stops. Over 12 it says a call is quicker,
 * over 40 that the house takes such a group only by phone.
 *
 * **When to use.** Only inside the table request. **When not.** Any other number (there is none on
 * the site).
 *
 * **Do:** let the guest type a number or step it. **Don't:** block a large party: over 12 the field
 * says a call is quicker, but the request still goes.
 *
 * **Accessibility.** react-aria's NumberField: a spin button named "Guests"; ↑ and ↓ step it, − and
 * + are buttons named by react-aria in the page's language. A problem is said under the field, tied
 * to it (aria-describedby), and the field is marked invalid; the red edge is never the only sign.
 * Error text brandStrong on surface over 4.5:1 in both themes.
 *
 * **Related:** TableRequestPanel, RequestDateField, RequestTimeField.
 */
const meta = { title: 'Reserve/PartySizeField', tags: ['autodocs'] } satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/** The field as the panel wires it, from a party to start with; it steps and types as on the site. */
function Party({ party, showMissing = false }: { party: number | null; showMissing?: boolean }) {
  const form = useStoryRequest({ party }, showMissing)
  const { party: value } = form.request
  return (
    <OnSheet>
      <PartySizeField
        value={value}
        onChange={form.setParty}
        largest={rules.largestGroup}
        problem={form.problems.party && partyProblemText(i18n, form.problems.party, rules)}
        notice={isLargeParty(value, rules) ? largePartyText(i18n, rules) : undefined}
      />
    </OnSheet>
  )
}

const field = (canvasElement: HTMLElement) => within(canvasElement).getByRole('textbox', { name: t({ message: 'Guests' }) })

/** The usual party: two. */
export const Default: Story = {
  render: () => <Party party={rules.usualParty} />,
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement)).toHaveValue('2')
    await expect(field(canvasElement)).not.toHaveAttribute('aria-invalid')
  },
}

/** Left empty and sent: the field says what it needs, in words and with its red edge. */
export const Empty: Story = {
  render: () => <Party party={null} showMissing />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(partyProblemText(i18n, 'missing', rules))).toBeVisible()
    await expect(field(canvasElement)).toHaveAttribute('aria-invalid', 'true')
  },
}

/** A group of 20: still written, with a word that a call settles it sooner (not a problem: no red). */
export const LargeGroup: Story = {
  render: () => <Party party={20} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(largePartyText(i18n, rules))).toBeVisible()
    await expect(field(canvasElement)).not.toHaveAttribute('aria-invalid')
  },
}

/** Over the largest group the house takes in writing: by phone only, said under the field. */
export const TooLarge: Story = {
  render: () => <Party party={rules.largestGroup + 2} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(partyProblemText(i18n, 'tooLarge', rules))).toBeVisible()
    await expect(field(canvasElement)).toHaveAttribute('aria-invalid', 'true')
  },
}
