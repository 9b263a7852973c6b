import { mkdir, writeFile } from 'node:fs/promises'
import { waitForPageReady } from './enginePage'
import { test } from './fixtures'
import { screenshotDirectory } from './paths'

// Not a test: `npm run screenshots:engines` also takes the night theme's first screens (a system set
// to dark) of home, menu and visit on a phone, in Latvian and Russian, for a person to compare.
test.use({ systemColorScheme: 'dark' })

for (const language of ['lv', 'ru']) {
  for (const [name, path] of [
    ['home', '/'],
    ['menu', '/menu'],
    ['visit', '/visit'],
  ] as const) {
    test(`${name} in ${language} at night, 390 px`, async ({ tab }) => {
      await tab.setViewport(390, 844)
      await tab.goto(`/${language}${path}`)
      await waitForPageReady(tab)
      await mkdir(screenshotDirectory, { recursive: true })
      await writeFile(`${screenshotDirectory}/night-${name}-${language}-390-${tab.engine}.png`, await tab.screenshot())
    })
  }
}
