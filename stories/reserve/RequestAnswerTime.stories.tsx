import type { Meta, StoryObj } from '@storybook/react-vite'
import { RequestAnswerTime } from '../../src/components/reserve/RequestAnswerTime/RequestAnswerTime'

/**
 * In the table request, under the ways to send it: when the house answers a written request (the
 * owner's answer time) and what to do when no answer comes.
 *
 * **When to use.** Only in the table request, after the channels. **Accessibility.** A paragraph
 * read in order with the panel; text in the page's ink, over 4.5:1 in both themes.
 *
 * **Related:** TableRequestPanel, RequestChannels.
 */
const meta = { title: 'Reserve/RequestAnswerTime', component: RequestAnswerTime, tags: ['autodocs'] } satisfies Meta<typeof RequestAnswerTime>

export default meta
type Story = StoryObj<typeof meta>

/** An hour, as the sample settings have it. */
export const AnHour: Story = { args: { minutes: 60 } }

/** One minute: the singular, in every language. */
export const OneMinute: Story = { args: { minutes: 1 } }
