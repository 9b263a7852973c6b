import { languageOf } from '../languageOf'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { i18n } from '@lingui/core'
import { t } from '@lingui/core/macro'
import { expect, within } from 'storybook/test'
import { NotFoundPage } from '../../src/components/pages/NotFoundPage/NotFoundPage'
import { notFoundPicture } from '../../src/content/notFoundPicture'
import { expectFits } from '../longText'

/** Page bodies of the foundation: not-found states, legal texts and the page opening. */
const meta = { title: 'Pages/NotFoundPage', tags: ['page'] } satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

export const NotFound: Story = {
  render: () => <NotFoundPage />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(`404 ${t({ message: 'Oops! Page not found' })}`)
    // The way home, and the two pages a lost visitor most often wanted.
    await expect(canvas.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([`/${languageOf(globals)}/`, `/${languageOf(globals)}/menu`, `/${languageOf(globals)}/visit`])
    await expect(canvas.getByRole('img', { name: i18n._(notFoundPicture.alt) })).toBeVisible()
    await expectFits(canvasElement)
  },
}
