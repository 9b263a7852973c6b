// `npm run bench:pictures`: the bytes of the pictures a visitor loads, place by place and width by
// width, against the budgets of decision 0060 (at most 60 KB for the largest picture a 390 px phone
// loads, at most 150 KB for the hero at 1280 px). A copy of the project gets one real photograph in
// every place (tests/fixtures/photos/retina.jpg, 1411 px wide, unless --photo names another, as a phone took it),
// is built, and each page with pictures is opened in Chromium at 390 px (×3) and 1280 px (×1, ×2);
// every picture response is weighed and named by its place. Appends a dated section to
// bench/pictures.md. A benchmark, not a part of `npm test`.
//
//   npm run bench:pictures                  npm run bench:pictures -- --photo ~/DSC_0042.jpg
import { appendFile, copyFile, mkdir, writeFile } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { basename, extname, join } from 'node:path'
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'
import { createSiteServer } from '../../server/serve.ts'
import { copyOfProject } from '../../tests/production/projectCopy.ts'
import { pictureSlots } from '../../src/content/schema/choices.ts'
import blogFile from '../../src/content/data/blog.json' with { type: 'json' }

const { values } = parseArgs({ options: { photo: { type: 'string', default: 'tests/fixtures/photos/retina.jpg' } } })
const budgets = { phone: 60 * 1024, hero: 150 * 1024 }
const screens = [
  { name: '390 px ×3', width: 390, scale: 3 },
  { name: '1280 px ×1', width: 1280, scale: 1 },
  { name: '1280 px ×2', width: 1280, scale: 2 },
] as const
const pages = ['/lv/', '/lv/about', '/lv/visit', '/lv/blog', ...blogFile.posts.map((post) => `/lv/blog/${post.id}`)]
/** Each place's photograph says which place it is in: the alt text names the place. */
const altOf = (slot: string) => `Bench photograph in the place ${slot}`

const project = await copyOfProject('bench-pictures')
// A file of its own in each place: a browser that has one size of a file draws it for another
// picture of the same file, which would weigh one place's choice under another's name.
const fileOf = (slot: string) => `photos/bench-${slot.toLowerCase()}${extname(values.photo).toLowerCase()}`
await mkdir(join(project.root, 'src/content/photos'), { recursive: true })
for (const slot of pictureSlots) await copyFile(values.photo, join(project.root, 'src/content', fileOf(slot)))
await writeFile(join(project.root, 'src/content/data/pictures.json'), JSON.stringify({ photos: pictureSlots.map((slot) => ({ slot, file: fileOf(slot), alt: altOf(slot) })) }, null, 2))
const buildStarted = performance.now()
await project.build()
const buildSeconds = (performance.now() - buildStarted) / 1000

const server = createSiteServer({ root: project.dist }).listen(0, '127.0.0.1')
await new Promise((listening) => server.once('listening', listening))
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update'] })

/** What each place loaded on each screen: the file's width and format, and its bytes; the largest where pages differ. */
const loaded = new Map<string, Map<string, { file: string; bytes: number }>>()
try {
  for (const screen of screens) {
    for (const path of pages) {
      // A visitor's first page, with nothing in the browser's cache.
      const context = await browser.newContext({ viewport: { width: screen.width, height: 900 }, deviceScaleFactor: screen.scale })
      const page = await context.newPage()
      const bytesOf = new Map<string, number>()
      page.on('response', async (response) => {
        if (response.request().resourceType() === 'image') bytesOf.set(response.url(), (await response.body().catch(() => Buffer.alloc(0))).length)
      })
      await page.goto(`${origin}${path}`, { waitUntil: 'load' })
      // Every picture of the page, brought into view so a lazy one loads as it would for a reader.
      for (const image of await page.locator('img[alt^="Bench photograph"]').all()) {
        await image.scrollIntoViewIfNeeded()
        await page.waitForFunction((element) => (element as HTMLImageElement).complete, await image.elementHandle())
      }
      await page.waitForLoadState('networkidle')
      // Which size and format the browser chose: the candidate of the picture's srcsets it loaded.
      const chosen = await page.locator('img[alt^="Bench photograph"]').evaluateAll((images) =>
        images.map((image) => {
          const { alt, currentSrc } = image as HTMLImageElement
          const address = new URL(currentSrc).pathname
          const candidates = [...(image.parentElement?.querySelectorAll('source, img') ?? [])].flatMap((element) =>
            (element.getAttribute('srcset') ?? '').split(',').map((candidate) => ({ type: element.getAttribute('type') ?? 'image/jpeg', words: candidate.trim().split(/\s+/) })),
          )
          const match = candidates.find(({ words }) => words[0] === address)
          return { alt, src: currentSrc, made: match ? `${match.words[1] ?? ''} ${match.type.replace('image/', '').toUpperCase()}` : (address.split('/').pop() ?? address) }
        }),
      )
      for (const { alt, src, made } of chosen) {
        const slot = alt.replace(altOf(''), '')
        const bytes = bytesOf.get(src) ?? 0
        const place = loaded.get(slot) ?? new Map()
        if ((place.get(screen.name)?.bytes ?? -1) < bytes) place.set(screen.name, { file: made, bytes })
        loaded.set(slot, place)
      }
      await context.close()
    }
  }
} finally {
  await browser.close()
  server.closeAllConnections()
  server.close()
  await project.remove()
}

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const phoneLargest = Math.max(...[...loaded.values()].map((place) => place.get('390 px ×3')?.bytes ?? 0))
const heroLargest = Math.max(loaded.get('hero')?.get('1280 px ×1')?.bytes ?? 0, loaded.get('hero')?.get('1280 px ×2')?.bytes ?? 0)
const rows = pictureSlots.filter((slot) => loaded.has(slot)).map((slot) => `| ${slot} | ${screens.map((screen) => {
  const picture = loaded.get(slot)?.get(screen.name)
  return picture ? `${kilobytes(picture.bytes)} (${picture.file})` : '–'
}).join(' | ')} |`)
const section = [
  `\n## ${new Date().toISOString().slice(0, 10)}: ${basename(values.photo)} in every place`,
  '',
  `Built in ${buildSeconds.toFixed(0)} s. Each cell: the largest file the place loaded on any page, and its name as made (width, format).`,
  '',
  `| Place | ${screens.map((screen) => screen.name).join(' | ')} |`,
  `|---|${screens.map(() => '---').join('|')}|`,
  ...rows,
  '',
  `Largest at 390 px: ${kilobytes(phoneLargest)} (budget ${kilobytes(budgets.phone)}); the hero at 1280 px: ${kilobytes(heroLargest)} (budget ${kilobytes(budgets.hero)}).`,
  '',
].join('\n')
await appendFile('bench/pictures.md', section)
console.log(section)
process.exitCode = phoneLargest <= budgets.phone && heroLargest <= budgets.hero ? 0 : 1
