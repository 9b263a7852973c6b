import type { Meta, StoryObj } from '@storybook/react-vite'
import { t } from '@lingui/core/macro'
import { expect, within } from 'storybook/test'
import { ButtonLink } from '../../src/components/controls/ButtonLink/ButtonLink'
import { StatusMessage } from '../../src/components/controls/StatusMessage/StatusMessage'
import { NotFoundPage } from '../../src/components/pages/NotFoundPage/NotFoundPage'
import { longTextOnPhone } from '../../.storybook/modes'
import { expectNoOverflow } from '../longText'

/**
 * A page-sized message for when what was asked for is not there: a code, a heading, a way out.
 *
 * **When to use.** A page that cannot show what the address asked for (not found, offline, a
 * failed route). **When not.** A problem in a form (each field says its own), a passing notice
 * (Toaster).
 *
 * **Do:** say what happened in plain words, and give one way on. **Don't:** blame the guest, or
 * leave the code as the only words.
 *
 * **Accessibility.** Its heading is the page's h1; the way out is a link, reached by Tab. Text on
 * the page ground, over 4.5:1 in both themes.
 *
 * **Related:** NotFoundPage, OfflinePage, RouteError, BlogPostNotFound.
 */
const meta = {
  title: 'Controls/StatusMessage',
  component: StatusMessage,
  tags: ['autodocs'],
  args: {
    code: '404',
    heading: 'Oops! Page not found',
    text: 'The page you are looking for has moved or never existed. The tacos are still here.',
    action: (
      <ButtonLink to="/$lang/" params={{ lang: 'en' }} size="lg">
        Return to Home
      </ButtonLink>
    ),
  },
  argTypes: { action: { control: false } },
  // Each message is a page's one h1: on the docs page every story gets a frame (a document) of its own.
  parameters: { docs: { story: { inline: false, height: '420px' } } },
} satisfies Meta<typeof StatusMessage>

export default meta
type Story = StoryObj<typeof meta>

export const WithCode: Story = {
  play: async ({ canvasElement }) => {
    // The big code is decoration; the heading reads it once, with the words.
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent('404 Oops! Page not found')
  },
}

export const WithoutCode: Story = { args: { code: undefined, heading: 'Post not found', text: 'This post may have been removed, or the link has a typo.' } }

/** The not-found page's texts on a phone, in the language chosen in the toolbar. */
export const LongTextOnPhone: Story = {
  ...longTextOnPhone,
  render: () => <NotFoundPage />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(t({ message: 'Oops! Page not found' }))
    await expectNoOverflow(canvasElement)
  },
}
