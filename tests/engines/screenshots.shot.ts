import { mkdir, writeFile } from 'node:fs/promises'
import { mark, waitForPageReady, waitUntil, type EnginePage } from './enginePage'
import { test } from './fixtures'
import { screenshotDirectory } from './paths'

// Not a test: `npm run screenshots:engines` takes the same views in every engine, for a person to
// compare (home, menu and visit at a phone's and a desktop's width, the about page's come-visit card,
// the picture dialog, the map).

const save = async (tab: EnginePage, name: string) => {
  await mkdir(screenshotDirectory, { recursive: true })
  await writeFile(`${screenshotDirectory}/${name}-${tab.engine}.png`, await tab.screenshot())
}

for (const width of [390, 1280]) {
  for (const [name, path] of [['home', '/lv/'], ['menu', '/ru/menu'], ['visit', '/fi/visit']] as const) {
    test(`${name} at ${width} px`, async ({ tab }) => {
      await tab.setViewport(width, width === 390 ? 844 : 900)
      await tab.goto(path)
      await waitForPageReady(tab)
      await save(tab, `${name}-${width}`)
    })
  }
}

for (const width of [390, 1280]) {
  test(`the about page's come-visit card at ${width} px`, async ({ tab }) => {
    await tab.setViewport(width, width === 390 ? 844 : 900)
    await tab.goto('/fi/about')
    await waitForPageReady(tab)
    await tab.evaluate(() => document.querySelector('main > section:last-of-type')?.scrollIntoView({ block: 'center' }))
    await new Promise((resolve) => setTimeout(resolve, 800))
    await save(tab, `about-visit-${width}`)
  })
}

test('the picture dialog at 1280 px', async ({ tab }) => {
  await tab.setViewport(1280, 900)
  await tab.goto('/en/menu')
  await waitForPageReady(tab)
  await tab.click(await mark(tab, () => document.querySelector('button[aria-label^="Show larger: A burrito"]')))
  await waitUntil(tab, 'the dialog is open', () => document.querySelector('dialog:modal img') !== null)
  await new Promise((resolve) => setTimeout(resolve, 800))
  await save(tab, 'menu-dialog-1280')
})

for (const width of [390, 1280]) {
  test(`the map at ${width} px`, async ({ tab }) => {
    await tab.setViewport(width, width === 390 ? 844 : 900)
    await tab.goto('/lv/visit')
    await waitForPageReady(tab)
    await tab.evaluate(() => document.querySelector('section:has(a[href*="maps"])')?.scrollIntoView({ block: 'center' }))
    await waitUntil(tab, 'the map is there', () => document.querySelector('.ol-viewport canvas') !== null)
    await tab.evaluate(() => document.querySelector('.ol-viewport')!.scrollIntoView({ block: 'center' }))
    await new Promise((resolve) => setTimeout(resolve, 1500))
    await save(tab, `visit-map-${width}`)
  })
}
