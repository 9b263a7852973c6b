import { readFile } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { startEditor } from '../../scripts/admin/editorServer.ts'
import { addDays, rigaToday } from '../../src/hours/calendar'
import { formatPrice } from '../../src/i18n/formatPrice'
import { translation } from '../catalogText'
import { copyOfProject } from './projectCopy'

// The owner's way, end to end (docs/owner.md, "The editor"): the editor at /admin in its local mode
// (Decap CMS's proxy writing a copy of the project), used as an owner uses it, by its labels and
// buttons; then the copy is built, and what the site says follows the edit.

/** A free loopback port for the editor's proxy (Decap's own default, 8081, may be the owner's). */
const freePort = () =>
  new Promise<number>((found) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo
      probe.close(() => found(port))
    })
  })

/** Opens a list entry the way the owner does: the arrow beside its summary line (which then gives way to the entry's fields). */
async function openEntry(page: Page, summary: string) {
  const line = page.getByText(summary, { exact: true }).filter({ visible: true }).first()
  await line.locator('xpath=preceding-sibling::div[1]//button').first().click()
  await expect(line).toBeHidden()
}

/** A field the editor shows now, by its label (the collapsed entries' fields are there, hidden). */
const shownField = (page: Page, label: string) => page.getByLabel(label).filter({ visible: true })

/** Publish now, and wait for the editor to say the change is saved. */
async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await page.getByText('Publish now', { exact: true }).click()
  await expect(page.getByText('Changes saved', { exact: false })).toBeVisible({ timeout: 15_000 })
}

test('an owner’s edits in the editor reach the menu, the hours, the structured data and llms.txt', async ({ page }) => {
  test.setTimeout(360_000)
  const project = await copyOfProject('editor')
  const editor = await startEditor({ checkout: project.root, proxyPort: await freePort() })
  // Far enough ahead for every list that shows what is coming, near enough for the structured data.
  const holiday = addDays(rigaToday(), 6)
  try {
    await page.goto(editor.url)
    await page.getByRole('button', { name: 'Login' }).click()

    await page.getByRole('link', { name: /^Opening hours and holidays/ }).click()
    await page.getByRole('button', { name: 'Add day / dienu' }).click()
    await shownField(page, 'Day / Diena').fill(holiday)
    await shownField(page, 'Closed all day / Slēgts visu dienu').click()
    await shownField(page, 'Why / Iemesls').click()
    await page.keyboard.type('publicHoliday')
    await page.keyboard.press('Enter')
    await publish(page)

    await page.getByRole('link', { name: /^← Writing in/ }).click()
    await page.getByRole('link', { name: /^Menu \/ Ēdienkarte/ }).click()
    await openEntry(page, 'Tacos')
    await openEntry(page, 'Taco Amigo · € 10')
    // Taco Amigo's own: every other dish is still a summary line.
    await expect(shownField(page, 'Price, € / Cena, €')).toHaveCount(1)
    await shownField(page, 'Price, € / Cena, €').fill('11.5')
    await shownField(page, 'Sold out / Izpārdots').click()
    await publish(page)
  } finally {
    await editor.stop()
  }

  try {
    await project.build()
    const built = (path: string) => readFile(join(project.dist, path), 'utf8')
    const menu = await built('lv/menu/index.html')
    // The dish's row as the page shows it (its name in an element, not the structured data's string).
    const row = menu.slice(menu.indexOf('>Taco Amigo<'), menu.indexOf('</li>', menu.indexOf('>Taco Amigo<')))
    expect(row).toContain(formatPrice('lv', 1150))
    expect(row).toContain(translation('lv', 'Sold out'))
    expect(menu).toContain('"price":"11.50","priceCurrency":"EUR","availability":"https://schema.org/SoldOut"')

    const visit = await built('lv/visit/index.html')
    expect(visit).toContain(translation('lv', 'Public holiday'))
    const structured = [...visit.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) => match[1]).join('\n')
    expect(structured).toContain(`"validFrom":"${holiday}"`)

    expect(await built('llms.txt')).toContain(holiday)
  } finally {
    await project.remove()
  }
})
