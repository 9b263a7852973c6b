import type { Meta, StoryObj } from '@storybook/react-vite'
import { i18n } from '@lingui/core'
import { expect } from 'storybook/test'
import { EventWords } from '../../src/components/hours/EventWords/EventWords'
import { eventWords } from '../../src/hours/whatsOnTexts'

/**
 * An evening's words before it starts, its times kept on one line ("Live Latin music / 21:00–00:00",
 * never "21:00– / 00:00"). TonightAtAmigo and WhatsOnSection write their evenings with it.
 */
const meta = { title: 'Hours/EventWords', tags: ['autodocs'] } satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

const music = { kind: 'liveMusic', starts: '21:00', ends: '00:00', untilClosing: false } as const

/** In a narrow column: the line breaks before the times, not inside them. */
export const Narrow: Story = {
  render: () => (
    <ul style={{ padding: 24, maxWidth: 160, display: 'grid', gap: 12 }}>
      <li>
        <EventWords words={eventWords(i18n, music)} />
      </li>
      <li>
        <EventWords words={eventWords(i18n, { kind: 'karaoke', starts: '21:00', ends: '21:00', untilClosing: true })} />
      </li>
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const range = eventWords(i18n, music).range
    if (range) await expect(canvasElement.querySelector('li span')).toHaveTextContent(range)
  },
}
