import type { Page } from '@playwright/test'
import { formatDate } from '../../src/i18n/formatDate'
import { languageInfo } from '../../src/i18n/languages'
import { siteData } from '../serverEntry'
import { danglingSeparators } from './checks/separators'
import { expect, languages, test, translation, waitForPageReady, type Language } from './site'

const posts = siteData.blogPosts
type Post = (typeof posts)[number]

/** "5 min read" as the page should write it: the language's own unit, in the translated phrase. */
function readTime(language: Language, minutes: number) {
  const duration = new Intl.NumberFormat(languageInfo[language].intlLocale, { style: 'unit', unit: 'minute', unitDisplay: 'short' }).format(minutes)
  return translation(language, '{duration} read').replace('{duration}', duration)
}

async function expectMeta(scope: ReturnType<Page['locator']>, language: Language, post: Post) {
  const time = scope.locator('time')
  await expect(time).toHaveAttribute('dateTime', post.date)
  await expect(time).toHaveText(formatDate(language, post.date))
  await expect(scope).toContainText(readTime(language, post.readMinutes))
}

test('the blog lists every post with its picture, category, title, excerpt, date and reading time in every language', async ({ page }) => {
  for (const language of languages) {
    const response = await page.goto(`/${language}/blog`)
    expect(response?.status()).toBe(200)
    await waitForPageReady(page)
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(translation(language, 'Blog'))
    const cards = main.getByRole('article')
    await expect(cards).toHaveCount(posts.length)
    for (const [index, post] of posts.entries()) {
      const card = cards.nth(index)
      await expect(card.getByRole('heading', { level: 2 })).toHaveText(translation(language, post.title))
      await expect(card.getByRole('link', { name: translation(language, post.title) })).toHaveAttribute('href', `/${language}/blog/${post.id}`)
      await expect(card).toContainText(translation(language, post.category))
      await expect(card).toContainText(translation(language, post.excerpt))
      await expect(card.locator('img')).toHaveAttribute('src', /\S/)
      await expectMeta(card, language, post)
    }
    const hrefs = await main.locator('a[href^="/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    for (const href of hrefs) expect(href, `${language}: ${href}`).toMatch(new RegExp(`^/${language}/`))
  }
})

test('a blog card opens its post, anywhere it is tapped', async ({ page }) => {
  const post = posts[0]!
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/lv/blog')
  await waitForPageReady(page)
  // The excerpt is not a link itself: the title's link covers the whole card, so a tap there opens the post.
  const excerpt = await page.getByRole('main').getByText(translation('lv', post.excerpt)).boundingBox()
  await page.mouse.click(excerpt!.x + excerpt!.width / 2, excerpt!.y + excerpt!.height / 2)
  await expect(page).toHaveURL(new RegExp(`/lv/blog/${post.id}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(translation('lv', post.title))
})

async function expectPost(page: Page, language: Language, post: Post) {
  const article = page.getByRole('main').getByRole('article')
  await expect(article.getByRole('heading', { level: 1 })).toHaveText(translation(language, post.title))
  await expect(article).toContainText(translation(language, post.category))
  await expectMeta(article.locator('header'), language, post)
  const picture = article.locator('header img')
  await expect(picture).toHaveAttribute('loading', 'eager')
  await expect(picture).toHaveAttribute('alt', /\S/)
  const back = page.getByRole('main').getByRole('link', { name: translation(language, 'All posts') })
  await expect(back).toHaveAttribute('href', `/${language}/blog`)
  // Every block of the article, in order: headings as h2, paragraphs as p.
  const blocks = article.locator('h2, p:not(header p)')
  const expected = post.body.map((block) => `${block.kind === 'heading' ? 'H2' : 'P'} ${translation(language, block.text)}`)
  const shown = await blocks.evaluateAll((elements) => elements.map((element) => `${element.tagName} ${element.textContent}`))
  expect(shown).toEqual(expected)
}

test('the post shows its picture, category, title, date, reading time and every paragraph in every language, with its own title and description', async ({ page }) => {
  for (const post of posts) {
    for (const language of languages) {
      const response = await page.goto(`/${language}/blog/${post.id}`)
      expect(response?.status()).toBe(200)
      await waitForPageReady(page)
      await expectPost(page, language, post)
      await expect(page).toHaveTitle(translation(language, post.title))
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', translation(language, post.description))
      const hrefs = await page.getByRole('main').locator('a[href^="/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')))
      for (const href of hrefs) expect(href, `${language}: ${href}`).toMatch(new RegExp(`^/${language}/`))
    }
  }
})

test('on a 320 px phone the date and the reading time share a line or take one each, with no dot left at a line’s end', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 })
  for (const language of ['lv', 'fi', 'ru'] as const) {
    await page.goto(`/${language}/blog/${posts[0]!.id}`)
    await waitForPageReady(page)
    const meta = page.getByRole('main').locator('p:has(> time)')
    await expect(meta).toBeVisible()
    expect(await danglingSeparators(meta), language).toEqual([])
  }
})

test('each post has a description of 70 to 160 characters in every language', () => {
  for (const post of posts) {
    for (const language of languages) {
      expect(translation(language, post.description).length, `${post.id} in ${language}`).toBeGreaterThanOrEqual(70)
      expect(translation(language, post.description).length, `${post.id} in ${language}`).toBeLessThanOrEqual(160)
    }
  }
})

test('the article is set for reading: about 65 characters a line, generous leading', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(`/de/blog/${posts[0]!.id}`)
  const { widthInCh, leading } = await page
    .getByRole('main')
    .getByRole('article')
    .locator('h2 ~ p')
    .first()
    .evaluate((paragraph) => {
      const style = getComputedStyle(paragraph)
      const probe = document.createElement('span')
      probe.textContent = '0'.repeat(100)
      probe.style.font = style.font
      document.body.append(probe)
      const ch = probe.getBoundingClientRect().width / 100
      probe.remove()
      return { widthInCh: paragraph.getBoundingClientRect().width / ch, leading: Number.parseFloat(style.lineHeight) / Number.parseFloat(style.fontSize) }
    })
  expect(widthInCh).toBeGreaterThan(55)
  expect(widthInCh).toBeLessThanOrEqual(66)
  expect(leading).toBeGreaterThanOrEqual(1.6)
})

test('the post is whole without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(`/ru/blog/${posts[0]!.id}`)
  await expectPost(page, 'ru', posts[0]!)
  await context.close()
})
