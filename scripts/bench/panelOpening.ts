// `node scripts/bench/panelOpening.ts [dir] [--compare name=dir] [--rounds 10] [--pages lv/menu,ru/]`:
// how long the table request takes to open on a page that has loaded, beside the phone menu's native
// popover, on the benchmark's phone (./pageView.ts: 390 px, CPU 4×, slow 4G). Each round opens the
// page afresh for each control, the order of controls and builds alternating from round to round;
// once the page has loaded and settled, the control is tapped, and the figure is the time from the
// tap to the first frame in which the visitor sees the answer: the popover open, or the panel shown
// with focus inside it (usable: a key goes to it). Printed as a Markdown table for bench/.
import { spawn } from 'node:child_process'
import { loadavg } from 'node:os'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { launch, type Browser } from 'puppeteer-core'
import { asPhone } from './pageView.ts'

/** After the load event, how long the page is left alone before the tap: the islands that wake in view have woken. */
const settleMs = 3000
const giveUpMs = 15_000

interface Control {
  name: string
  /** The control, as a CSS selector; the first visible one is tapped. */
  target: string
  /** Runs in the page: whether the visitor sees the answer, ready for them. */
  answered: () => boolean
}

const controls: Control[] = [
  {
    name: 'phone menu',
    target: 'header button:has(+ div[popover])',
    answered: () => document.querySelector('header div[popover]')?.matches(':popover-open') === true,
  },
  {
    name: 'table request',
    target: 'header button[aria-haspopup="dialog"]',
    answered: () => {
      const panel = document.querySelector('[role="dialog"][aria-labelledby]')
      return panel !== null && panel.checkVisibility() && panel.contains(document.activeElement)
    },
  },
]

const cleanups: (() => void)[] = []
process.on('exit', () => cleanups.forEach((cleanup) => cleanup()))
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130))

/** `npm start`'s server for `root`, in a child process so that serving never competes with this one's event loop. */
function startServer(root: string): Promise<string> {
  const program = `import { createSiteServer } from ${JSON.stringify(pathToFileURL(resolve('server/serve.ts')).href)}
    const server = createSiteServer({ root: process.env.SITE_ROOT }); server.listen(0, '127.0.0.1', () => console.log(server.address().port))`
  const child = spawn(process.execPath, ['--input-type=module', '-e', program], { env: { ...process.env, SITE_ROOT: root }, stdio: ['ignore', 'pipe', 'inherit'] })
  cleanups.push(() => child.kill())
  return new Promise((resolvePort, reject) => {
    child.once('exit', (code) => reject(new Error(`the server for ${root} ended (exit code ${code})`)))
    child.stdout.once('data', (data: Buffer) => resolvePort(`http://127.0.0.1:${Number.parseInt(String(data), 10)}`))
  })
}

declare global {
  interface Window {
    benchOpening: { tap: number; answered: number }
  }
}

/** In the page: notes the tap and the first frame after it that shows the answer. */
function probe(isAnswered: () => boolean) {
  const times = (window.benchOpening = { tap: 0, answered: 0 })
  addEventListener('pointerdown', (event) => (times.tap ||= event.timeStamp), { capture: true })
  const frame = () => {
    if (times.tap && isAnswered()) times.answered = performance.now()
    else requestAnimationFrame(frame)
  }
  requestAnimationFrame(frame)
}

async function measureOpening(browser: Browser, url: string, control: Control): Promise<number> {
  const context = await browser.createBrowserContext()
  try {
    const page = await context.newPage()
    await asPhone(page)
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 })
    await new Promise((done) => setTimeout(done, settleMs))
    const point = await page.evaluate((target) => {
      const found = [...document.querySelectorAll(target)].find((element) => element.checkVisibility())
      if (!found) return null
      const box = found.getBoundingClientRect()
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
    }, control.target)
    if (!point) throw new Error(`${control.name}: no visible control on ${url}`)
    // As source, its test written into it: the DevTools protocol runs it whatever the page's security policy.
    await page.evaluate(`(${probe})(${control.answered})`)
    await page.touchscreen.tap(point.x, point.y)
    await page.waitForFunction(() => window.benchOpening.answered > 0, { timeout: giveUpMs, polling: 50 })
    const { tap, answered } = await page.evaluate(() => window.benchOpening)
    return Math.round(answered - tap)
  } finally {
    await context.close()
  }
}

const { values, positionals } = parseArgs({ allowPositionals: true, options: { compare: { type: 'string', multiple: true }, rounds: { type: 'string' }, pages: { type: 'string' } } })
const builds = new Map<string, string>([['site', resolve(positionals[0] ?? 'dist')], ...(values.compare ?? []).map((pair) => pair.split('=') as [string, string]).map(([name, dir]) => [name, resolve(dir)] as [string, string])])
const rounds = Number(values.rounds ?? 10)
const pages = (values.pages ?? 'lv/menu,ru/').split(',')
const origins = new Map(await Promise.all([...builds].map(async ([name, dir]) => [name, await startServer(dir)] as const)))
const browser = await launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'] })
cleanups.push(() => void browser.process()?.kill())

const results = new Map<string, number[]>()
const names = [...builds.keys()]
for (let round = 0; round < rounds; round++) {
  for (const page of pages) {
    // Each round starts with the other control and another build, so that none is always measured first.
    const order = controls.map((_, index) => controls[(index + round) % controls.length]!)
    for (const build of names.map((_, index) => names[(index + round) % names.length]!)) {
      for (const control of order) {
        const key = `${page} | ${build} | ${control.name}`
        const ms = await measureOpening(browser, `${origins.get(build)}/${page}`, control).catch((error: unknown) => (console.error(`${key}: ${String(error)}`), Number.NaN))
        results.set(key, [...(results.get(key) ?? []), ms])
        console.log(`round ${round + 1}  load ${loadavg()[0]!.toFixed(1)}  ${key.padEnd(44)} ${ms} ms`)
      }
    }
  }
}
await browser.close()

const median = (list: number[]) => {
  const sorted = list.filter((value) => !Number.isNaN(value)).toSorted((a, b) => a - b)
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)]! : Number.NaN
}
console.log(`\n| page | build | control | median ms | range ms | runs |\n|---|---|---|---|---|---|`)
for (const [key, list] of results) {
  const valid = list.filter((value) => !Number.isNaN(value))
  console.log(`| ${key} | ${median(list)} | ${Math.min(...valid)}–${Math.max(...valid)} | ${valid.length}/${list.length} |`)
}
process.exit(0)
