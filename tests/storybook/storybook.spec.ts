import { axeScan } from '../axe'
import { test as base, expect } from '@playwright/test'
import { pseudoLocale, pseudoText } from '../../.storybook/pseudoText.ts'
import { themes } from '../../.storybook/theme.ts'
import { openingHours } from '../../src/content/openingHours.ts'
import { sourceLanguage } from '../../src/i18n/languages.ts'
import { StorybookPage } from './storybookPage.ts'
import { chromaticProblems, pinsOf, readIndex, runLabel, runsOf, viewportOf } from './storyPlan.ts'
import { languagesIn, telltaleMessages } from './catalogWords.ts'

const entries = readIndex()
const stories = entries.filter((entry) => entry.type === 'story')
const docsPages = entries.filter((entry) => entry.type === 'docs')

const test = base.extend<object, { storybook: StorybookPage }>({
  storybook: [
    async ({ browser }, use, workerInfo) => {
      const storybook = await StorybookPage.open(
        browser,
        String(workerInfo.project.use.baseURL),
        stories.map((story) => story.id),
      )
      await use(storybook)
      await storybook.page.context().close()
    },
    { scope: 'worker' },
  ],
})

/**
 * `npm run test:visual:update` rewrites the pictures: it only needs the runs that take them.
 * Every other run plays each story in all its languages.
 */
const updatingPictures = () => test.info().config.updateSnapshots === 'all' || test.info().config.updateSnapshots === 'changed'

// The docs pages first: the Colour page is the longest test, and started last it would keep one
// worker busy after the other has finished.
for (const docs of docsPages) {
  // Every docs page in both themes: the frame follows the theme toolbar (.storybook/DocsContainer.tsx).
  for (const theme of themes) {
    test(`${docs.title} › ${docs.name} (docs, ${theme}) [${docs.id}]`, async ({ storybook }) => {
      await storybook.setViewport(viewportOf('desktop'))
      const problems = await storybook.openDocs(docs.id, theme)
      const shown = await storybook.page.evaluate(() => document.documentElement.dataset.theme)
      if (shown !== theme) problems.push(`the page shows the ${shown ?? 'system'} theme, not the ${theme}`)
      // axe checks what the docs page itself says. The argument tables are Storybook's own controls,
      // and each story shown on the page (.docs-story) is checked on its own, in story mode, below;
      // inside a docs page its headings (a page's h1 under the docs' h3) cannot fit the outline.
      let builder = axeScan(storybook.page).include('#storybook-docs').exclude('.docblock-argstable').exclude('.docs-story')
      if (await storybook.page.locator('.docs-story').count()) builder = builder.disableRules(['heading-order'])
      const axe = await builder.analyze()
      for (const violation of axe.violations)
        problems.push(`axe: ${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
      // A colour pairing the design uses that no longer has the contrast it needs, by day or at
      // night (TokenDocs.tsx shows both on the Colour page, whatever the page's own theme).
      for (const chip of await storybook.page.getByText(/fails \(needs/).all()) problems.push(`contrast: ${await chip.locator('xpath=../..').innerText()}`)
      expect(problems, `${docs.id} (docs, ${theme}) in the built Storybook`).toEqual([])
    })
  }
}

/**
 * A component's docs page in two languages, its stories read: each speaks the toolbar's language
 * and no other, a story pinned to another language included. (Its stories share one Lingui
 * instance: the language a pinned story loaded last used to become every story's.)
 */
const telltales = telltaleMessages()
for (const docs of docsPages.filter((page) => !page.title.startsWith('Foundations/'))) {
  test(`${docs.title} › ${docs.name} (docs, in the toolbar's language) [${docs.id}]`, async ({ storybook }) => {
    await storybook.setViewport(viewportOf('desktop'))
    const problems: string[] = []
    for (const language of [sourceLanguage, 'lv'] as const) {
      problems.push(...(await storybook.openDocs(docs.id, 'day', language)))
      for (const block of await storybook.page.locator('.docs-story').all()) {
        const others = languagesIn(await block.innerText(), telltales).filter((found) => found !== language)
        if (others.length) problems.push(`[${language}] a story on the page speaks ${others.join(', ')}: ${(await block.innerText()).slice(0, 80)}…`)
      }
    }
    expect(problems, `${docs.id} in the toolbar's language`).toEqual([])
  })
}

for (const story of stories) {
  test(`${story.title} › ${story.name} [${story.id}]`, async ({ storybook }) => {
    const plan = storybook.plans[story.id]
    if (!plan) throw new Error(`${story.id} is in index.json but the preview does not know it`)
    const { pins, problems } = pinsOf(plan)
    // Chromatic must guard exactly the pictures the committed baselines leave to it.
    problems.push(...chromaticProblems(plan, pins).map((problem) => `[Chromatic] ${problem}`))

    // Each language once (and a page-level story on a phone): played, checked by axe, and
    // pictured where a baseline says so; the night only shown again for its pictures.
    for (const run of runsOf(story.id, pins, updatingPictures())) {
      await storybook.setViewport(run.viewport)
      const found = run.played ? await storybook.show(story.id, run) : await storybook.reshow(story.id, run)
      problems.push(...found.map((problem) => `[${runLabel(run)}] ${problem}`))
      if (run.picture && found.length === 0) await expect.soft(storybook.page, `${story.id} [${runLabel(run)}]`).toHaveScreenshot(run.picture, await storybook.pictureOptions())
    }
    expect(problems, `${story.id} in the built Storybook`).toEqual([])
  })
}

/** The manager (Storybook's own page around the stories) loads and shows a story and a docs page. */
test('the manager shows a story and the token docs', async ({ browser }, testInfo) => {
  const page = await browser.newPage({ baseURL: String(testInfo.project.use.baseURL) })
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto('/?path=/story/controls-button--primary')
  const preview = page.frameLocator('#storybook-preview-iframe')
  await expect(preview.getByRole('button', { name: 'Reserve a table' })).toBeVisible({ timeout: 30_000 })
  await page.goto('/?path=/docs/foundations-tokens-colour--docs')
  await expect(preview.getByRole('heading', { name: 'Colour', level: 1 })).toBeVisible({ timeout: 30_000 })
  expect(errors).toEqual([])
  await page.close()
})

/**
 * The pseudo-locale (the language toolbar's last choice, .storybook/pseudoLocale.ts) is no language
 * of the site and no Chromatic mode, so the loop above never shows it: this test keeps it from
 * breaking unseen. The home page's info strip, whose play function finds its texts through the
 * messages, so it passes in the pseudo-locale too. It opens the story by its address, the way a
 * shared link and Chromatic open a story, which the loop above (selecting stories in one page) does not.
 */
test('the pseudo-locale shows a story with every message accented and lengthened [pages-home-infostrip--info-strip-wide]', async ({ storybook }) => {
  await storybook.setViewport(viewportOf('desktop'))
  expect(await storybook.open('pages-home-infostrip--info-strip-wide', { language: pseudoLocale }), 'the story in the pseudo-locale').toEqual([])
  const shown = (await storybook.page.locator('#storybook-root').textContent()) ?? ''
  for (const english of ['Opening hours', 'Map and directions', 'Our guests say']) {
    expect(shown).toContain(pseudoText(english))
    expect(shown).not.toContain(english)
  }
  // The facts that are no message stay as they are: the street's name, the times (the content's).
  for (const period of openingHours) expect(shown).toContain(`${period.opens}–${period.closes}`)
  // Back in English, the story shows its own messages again (showLanguage undoes the pseudo-locale).
  expect(await storybook.show('pages-home-infostrip--info-strip-wide', { language: sourceLanguage }), 'the story in English after the pseudo-locale').toEqual([])
  expect((await storybook.page.locator('#storybook-root').textContent()) ?? '').toContain('Opening hours')
})
