// Loads the built Storybook in Chromium once: the manager, and a story in its preview iframe,
// with no page errors (built Storybooks have crashed with some Vite releases, storybookjs #35332).
import { createServer } from 'node:http'
import sirv from 'sirv'
import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from '../tests/chromium.ts'

const server = createServer(sirv('storybook-static', { dev: false }))
await new Promise((resolve) => server.listen(0, resolve))
const base = `http://localhost:${server.address().port}`
const browser = await chromium.launch(chromiumLaunchOptions)
const errors = []
try {
  const page = await browser.newPage()
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto(`${base}/?path=/story/controls-button--primary`)
  const preview = page.frameLocator('#storybook-preview-iframe')
  await preview.getByRole('button', { name: 'Reserve a table' }).waitFor({ timeout: 30_000 })
  await page.goto(`${base}/iframe.html?id=shell-siteheader--wide&viewMode=story&globals=language:ru`)
  await page.getByRole('banner').waitFor({ timeout: 30_000 })
  await page.getByText('Забронировать столик').first().waitFor({ timeout: 30_000 })
} catch (error) {
  errors.push(error.message)
} finally {
  await browser.close()
  server.close()
}
if (errors.length) {
  console.error(`The built Storybook does not work:\n  ${errors.join('\n  ')}`)
  process.exit(1)
}
console.log('The built Storybook loads: manager, a story, and a story in Russian')
