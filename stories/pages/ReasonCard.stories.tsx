import type { Meta, StoryObj } from '@storybook/react-vite'
import { ReasonCard } from '../../src/components/home/ReasonCard/ReasonCard'

/** The sections of the home page, each on its own, in their states and in the longest language. */
const meta = { title: 'Pages/Home/ReasonCard', tags: ['autodocs'] } satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

const onPage = (children: React.ReactNode, maxWidth = 380) => <div style={{ maxWidth, padding: 24 }}>{children}</div>

export const WhyCardAuthentic: Story = { render: () => onPage(<ReasonCard reason="authentic" />) }
export const WhyCardQuality: Story = { render: () => onPage(<ReasonCard reason="quality" />) }
export const WhyCardAtmosphere: Story = { render: () => onPage(<ReasonCard reason="atmosphere" />) }
