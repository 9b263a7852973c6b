import type { Meta, StoryObj } from '@storybook/react-vite'
import { t } from '@lingui/core/macro'
import { useState } from 'react'
import { expect, within } from 'storybook/test'
import { RequestTextField } from '../../src/components/reserve/RequestTextField/RequestTextField'
import { filled, OnSheet, rules } from './requestStory'

/**
 * A line or a few lines of a table request that need no checking: the name, the phone to call back,
 * the note. Each stops at its length (60, 200 characters); none is required.
 *
 * **When to use.** A free line of the request: name, phone to call back, note. **Don't:** make
 * them required; the request works without them.
 *
 * **Accessibility.** react-aria's TextField: a labelled text box (the note a multi-line one, its
 * help text read after its name); the browser's autofill fills the name and the phone.
 *
 * **Related:** TableRequestPanel.
 */
const meta = { title: 'Reserve/RequestTextField', tags: ['autodocs'] } satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/** The three fields as the panel has them, from what is typed in. */
function Texts({ name, callback, note }: { name: string; callback: string; note: string }) {
  const [typed, setTyped] = useState({ name, callback, note })
  return (
    <OnSheet>
      <RequestTextField label={t({ message: 'Name' })} value={typed.name} onChange={(text) => setTyped({ ...typed, name: text })} maxLength={rules.nameLength} autoComplete="name" />
      <RequestTextField label={t({ message: 'Phone to call you back' })} value={typed.callback} onChange={(text) => setTyped({ ...typed, callback: text })} maxLength={rules.nameLength} type="tel" autoComplete="tel" />
      <RequestTextField
        label={t({ message: 'Note' })}
        value={typed.note}
        onChange={(text) => setTyped({ ...typed, note: text })}
        maxLength={rules.noteLength}
        multiline
        description={t({ message: 'For example a high chair or a birthday' })}
      />
    </OnSheet>
  )
}

/** Empty, as the panel opens. */
export const Empty: Story = {
  render: () => <Texts name="" callback="" note="" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: new RegExp(`^${t({ message: 'Name' })}`) })).toHaveValue('')
    await expect(within(canvasElement).getByText(t({ message: 'For example a high chair or a birthday' }))).toBeVisible()
  },
}

/** Filled in, the note at its longest (200 characters): it grows, nothing spills. */
export const Filled: Story = {
  render: () => <Texts name={filled.name} callback="+371 2000 0000" note={`${filled.note}. `.repeat(8).slice(0, rules.noteLength)} />,
  play: async ({ canvasElement }) => {
    const note = within(canvasElement).getByRole('textbox', { name: new RegExp(`^${t({ message: 'Note' })}`) })
    await expect(note).toHaveAttribute('maxlength', String(rules.noteLength))
    await expect(note.scrollWidth).toBeLessThanOrEqual(note.clientWidth)
  },
}
