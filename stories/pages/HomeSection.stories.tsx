import type { Meta, StoryObj } from '@storybook/react-vite'
import { t } from '@lingui/core/macro'
import { expect, within } from 'storybook/test'
import { HomeSection } from '../../src/components/home/HomeSection/HomeSection'

/**
 * A band of the home page: a heading, a line under it, its content; on the page's ground or a sunken
 * one, so bands take turns. WhyChooseUs, SignatureDishes and WhatsOnSection are made of it.
 */
const meta = { title: 'Pages/Home/HomeSection', tags: ['autodocs'] } satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

const content = <div style={{ minHeight: 120, border: '2px dashed currentColor', borderRadius: 12, opacity: 0.4 }} />

/** On the page's ground. */
export const Page: Story = {
  render: () => (
    <HomeSection heading={t({ message: 'Why choose us' })} lead={t({ message: 'A little piece of Mexico in the centre of Riga.' })}>
      {content}
    </HomeSection>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2 })).toHaveTextContent(t({ message: 'Why choose us' }))
  },
}

/** On the sunken ground, the band after a page-ground one. */
export const Sunken: Story = {
  render: () => (
    <HomeSection heading={t({ message: 'Why choose us' })} tone="sunken">
      {content}
    </HomeSection>
  ),
}
