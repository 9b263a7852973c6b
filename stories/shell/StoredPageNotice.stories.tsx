import type { Meta, StoryObj } from '@storybook/react-vite'
import { t } from '@lingui/core/macro'
import { expect, within } from 'storybook/test'
import { StoredPageNotice } from '../../src/components/shell/StoredPageNotice/StoredPageNotice'
import { formatDate } from '../../src/i18n/formatDate'
import { longTextOnPhone } from '../../.storybook/modes'
import { expectNoOverflow } from '../longText'
import { languageOf } from '../languageOf'

/**
 * Says that the page on screen came from the device's storage (docs/offline.md), and from which day,
 * so that a guest reading the menu knows its prices are that day's. Nothing on the server, nor until
 * the worker answers with a date: it asks once, when the page has loaded, so it appears only
 * offline, after the load.
 */
const meta = { title: 'Shell/StoredPageNotice', parameters: { path: '/$lang/about' } } satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/** The day the stories' stored pages were saved on the device. */
const storedOn = new Date(2026, 10, 27, 19, 30)

/** Over a page the offline worker answered from the device's storage: since when. Nothing otherwise. */
export const StoredPage: Story = {
  render: () => <StoredPageNotice storedOn={storedOn} />,
  play: async ({ canvasElement, globals }) => {
    const date = formatDate(languageOf(globals), '2026-11-27')
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t({ message: `You’re offline. This page was saved on ${date}.` }))
  },
}

export const StoredPageLongTextOnPhone: Story = {
  ...longTextOnPhone,
  render: StoredPage.render,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeVisible()
    await expectNoOverflow(canvasElement)
  },
}
