import type { Meta, StoryObj } from '@storybook/react-vite'
import { i18n } from '@lingui/core'
import { t } from '@lingui/core/macro'
import { expect, within } from 'storybook/test'
import { HomeHero } from '../../src/components/home/HomeHero/HomeHero'
import { phone } from '../../src/content/business'
import { pageHeadings } from '../../src/content/pages'
import { languageOf } from '../languageOf'

/** The sections of the home page, each on its own, in their states and in the longest language. */
const meta = { title: 'Pages/Home/HomeHero', tags: ['autodocs'] } satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

export const Hero: Story = {
  render: () => <HomeHero />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(i18n._(pageHeadings.home))
    // The table request's button; the call it is without scripts stays in its HTML, hidden.
    await expect(canvas.getByRole('button', { name: t({ message: 'Reserve a table' }) })).toBeVisible()
    await expect(canvasElement.querySelector(`a[href="tel:${phone.e164}"]`)).not.toBeVisible()
    await expect(canvas.getByRole('link', { name: t({ message: 'View menu' }) })).toHaveAttribute('href', `/${languageOf(globals)}/menu`)
    const picture = canvasElement.querySelector('img')
    await expect(picture).toHaveAttribute('loading', 'eager')
    await expect(picture).toHaveAttribute('fetchpriority', 'high')
  },
}
