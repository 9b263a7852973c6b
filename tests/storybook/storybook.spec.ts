import { AxeBuilder } from '@axe-core/playwright'
import { test as base, expect } from '@playwright/test'
import { pseudoLocale, pseudoText } from '../../.storybook/pseudoText.ts'
import { openingHours } from '../../src/content/openingHours.ts'
import { languages, sourceLanguage } from '../../src/i18n/languages.ts'
import { dayTheme, modeConflicts, nightTheme, phone, readIndex, runsAtNight, StorybookPage, viewportOf } from './storybook.ts'

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
 * `npm run test:visual:update` rewrites the pictures: it only needs the run that takes them.
 * Every other run checks all seven languages.
 */
const updatingPictures = () => test.info().config.updateSnapshots === 'all' || test.info().config.updateSnapshots === 'changed'

for (const story of stories) {
  test(`${story.title} › ${story.name} [${story.id}]`, async ({ storybook }) => {
    const plan = storybook.plans[story.id]
    if (!plan) throw new Error(`${story.id} is in index.json but the preview does not know it`)
    const viewport = viewportOf(plan)
    const pinnedLanguage = plan.storyGlobals.language
    // The language the picture is taken in comes first; a story that pins its language runs once.
    const runLanguages = pinnedLanguage ? [pinnedLanguage] : updatingPictures() ? [sourceLanguage] : [sourceLanguage, ...languages.filter((language) => language !== sourceLanguage)]
    // The theme the story shows by day (a story may pin the night), and whether it is also played
    // and pictured at night: in English, like Chromatic's night modes.
    const firstTheme = plan.storyGlobals.theme ?? dayTheme
    const atNight = firstTheme !== nightTheme && runsAtNight(plan, sourceLanguage)
    const problems: string[] = []
    const note = (where: string, found: string[]) => problems.push(...found.map((problem) => `[${where}] ${problem}`))

    // Chromatic must not capture a story where its own globals say it does not belong.
    const conflicts = modeConflicts(plan)
    if (conflicts.length) problems.push(`[Chromatic] the story pins its globals, yet modes ${conflicts.join(', ')} would capture it elsewhere: spread pinned(...) from .storybook/modes.ts`)

    /** Plays the story shown again at night, in English, and pictures it. */
    const rerunAtNight = async (width: number, picture: string) => {
      const found = await storybook.rerunStory(story.id, { language: sourceLanguage, theme: nightTheme })
      note(`${sourceLanguage}, night, ${width} px`, found)
      if (found.length === 0) await expect.soft(storybook.page).toHaveScreenshot(picture, await storybook.pictureOptions())
    }

    await storybook.setViewport(viewport)
    for (const [index, language] of runLanguages.entries()) {
      // The first language opens the story fresh, by its URL; the others rerun it in place.
      const found = index === 0 ? await storybook.runStory(story.id, { language, theme: firstTheme }) : await storybook.rerunStory(story.id, { language })
      note(`${language}${firstTheme === nightTheme ? ', night' : ''}, ${viewport.width} px`, found)
      if (index === 0 && problems.length === 0) {
        await expect.soft(storybook.page).toHaveScreenshot(`${story.id}.png`, await storybook.pictureOptions())
      }
    }
    // The night theme: the same story remounted with the theme global at night, axe included.
    if (atNight) await rerunAtNight(viewport.width, `${story.id}--night.png`)

    // Page-level stories are also pictured (and played) on a phone, unless they pin a width; at
    // night too.
    if (plan.tags.includes('page') && plan.storyGlobals.viewport === undefined) {
      await storybook.setViewport(phone)
      const language = runLanguages[0] ?? sourceLanguage
      const found = await storybook.runStory(story.id, { language, theme: firstTheme })
      note(`${language}, ${phone.width} px`, found)
      if (found.length === 0) {
        await expect.soft(storybook.page).toHaveScreenshot(`${story.id}--phone.png`, await storybook.pictureOptions())
      }
      if (atNight) await rerunAtNight(phone.width, `${story.id}--night-phone.png`)
    }

    expect(problems, `${story.id} in the built Storybook`).toEqual([])
  })
}

for (const docs of docsPages) {
  // Every docs page in both themes: the frame follows the theme toolbar (.storybook/DocsContainer.tsx).
  for (const theme of [dayTheme, nightTheme]) {
    test(`${docs.title} › ${docs.name} (docs${theme === nightTheme ? ', night' : ''}) [${docs.id}]`, async ({ storybook }) => {
      await storybook.setViewport({ name: 'desktop', width: 1280, height: 900 })
      const problems = await storybook.openDocs(docs.id, theme)
      const shown = await storybook.page.evaluate(() => document.documentElement.dataset.theme)
      if (shown !== theme) problems.push(`the page shows the ${shown ?? 'system'} theme, not the ${theme}`)
      // axe checks what the docs page itself says. The argument tables are Storybook's own controls,
      // and each story shown on the page (.docs-story) is checked on its own, in story mode, above;
      // inside a docs page its headings (a page's h1 under the docs' h3) cannot fit the outline.
      let builder = new AxeBuilder({ page: storybook.page }).include('#storybook-docs').exclude('.docblock-argstable').exclude('.docs-story')
      if (await storybook.page.locator('.docs-story').count()) builder = builder.disableRules(['heading-order'])
      const axe = await builder.analyze()
      for (const violation of axe.violations)
        problems.push(`axe: ${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
      // A colour pairing the design uses that no longer has the contrast it needs, by day or at
      // night (TokenDocs.tsx shows both on the Colour page, whatever the page's own theme).
      for (const chip of await storybook.page.getByText(/fails \(needs/).all()) problems.push(`contrast: ${await chip.locator('xpath=../..').innerText()}`)
      expect(problems, `${docs.id} in the built Storybook`).toEqual([])
    })
  }
}

/** The manager (Storybook's own page around the stories) loads and shows a story and a docs page. */
test('the manager shows a story and the token docs', async ({ browser }, testInfo) => {
  const page = await browser.newPage({ baseURL: String(testInfo.project.use.baseURL) })
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto('/?path=/story/controls-button--primary')
  const preview = page.frameLocator('#storybook-preview-iframe')
  await expect(preview.getByRole('button', { name: 'Reserve a table' })).toBeVisible({ timeout: 30_000 })
  await page.goto('/?path=/docs/design-system-tokens-colour--docs')
  await expect(preview.getByRole('heading', { name: 'Colour', level: 1 })).toBeVisible({ timeout: 30_000 })
  expect(errors).toEqual([])
  await page.close()
})

/**
 * The pseudo-locale (the language toolbar's last choice, .storybook/pseudoLocale.ts) is no language
 * of the site and no Chromatic mode, so the loop above never opens it: this test keeps it from
 * breaking unseen. The home page's info strip, whose play function finds its texts through the
 * messages, so it passes in the pseudo-locale too.
 */
test('the pseudo-locale shows a story with every message accented and lengthened [home-sections--info-strip-wide]', async ({ storybook }) => {
  await storybook.setViewport({ name: 'desktop', width: 1280, height: 900 })
  expect(await storybook.runStory('home-sections--info-strip-wide', { language: pseudoLocale }), 'the story in the pseudo-locale').toEqual([])
  const shown = (await storybook.page.locator('#storybook-root').textContent()) ?? ''
  for (const english of ['Opening hours', 'Map and directions', 'Our guests say']) {
    expect(shown).toContain(pseudoText(english))
    expect(shown).not.toContain(english)
  }
  // The facts that are no message stay as they are: the street's name, the times (the content's).
  for (const period of openingHours) expect(shown).toContain(`${period.opens}–${period.closes}`)
})
