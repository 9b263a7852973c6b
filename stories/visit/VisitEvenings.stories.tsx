import type { Meta, StoryObj } from '@storybook/react-vite'
import { VisitEvenings } from '../../src/components/visit/VisitEvenings/VisitEvenings'

/**
 * The visit page's evenings, a card of their own under the address and hours (after the map and the
 * ways here on a phone, the page's purpose): the owner's evenings as WhatsOnList writes them. Nothing
 * when no evening is announced.
 *
 * **Related:** WhatsOnList, ContactColumn, EveningCard.
 */
const meta = { title: 'Visit/VisitEvenings', component: VisitEvenings, tags: ['autodocs'] } satisfies Meta<typeof VisitEvenings>

export default meta
type Story = StoryObj<typeof meta>

/** The owner's evenings, in the toolbar's language and theme. */
export const Default: Story = {}
