import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { WebDriver, type Client } from 'webdriver'
import { chordOf, type ColorScheme, type EnginePage, type Key } from './enginePage'

export interface EngineOptions {
  /** The suite's stand-in for the outside world (tests/engines/outsideWorld.ts). */
  proxy: URL
  /** What the visitor's system reports as its language, valid tag or not ("C" under a bare POSIX locale). */
  language: string
  /** Whether the visitor's system is set to light or dark. */
  colorScheme: ColorScheme
}

/** Debian's WebKitGTK browser for automation (package webkit2gtk-driver, which `.ci/run` installs). */
const miniBrowser = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'

type WebDriverCapabilities = Parameters<typeof WebDriver.newSession>[0]['capabilities']

/** WebDriver's key codes (W3C WebDriver, "Keyboard actions"). */
const keyCodes: Record<Exclude<Key, 'Shift+Tab'> | 'Shift', string> = {
  Shift: '\uE008',
  Escape: '\uE00C',
  Enter: '\uE007',
  Tab: '\uE004',
  ArrowLeft: '\uE012',
  ArrowUp: '\uE013',
  ArrowRight: '\uE014',
  ArrowDown: '\uE015',
  '+': '+',
  '-': '-',
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
    server.on('error', reject)
  })

/**
 * WebKit, the engine of Safari and of every browser on an iPhone, through WebKitGTK's WebDriver.
 * One driver process per worker. Its environment is the browser's: the display (Xvfb, started by
 * the global setup), the proxy (WebKitGTK reads `https_proxy`; it ignores WebDriver's proxy
 * capability), the language (WebKitGTK reports the locale of `LANG`, "C" under `C.UTF-8`) and the
 * colour scheme (WebKitGTK reports a dark one when GTK's theme is a dark variant, `GTK_THEME`).
 */
export async function startWebKitDriver({ proxy, language, colorScheme }: EngineOptions): Promise<{ port: number; stop(): void }> {
  const port = await freePort()
  const posixLocale = language === 'C' ? 'C.UTF-8' : `${language.replace('-', '_')}.UTF-8`
  const driver: ChildProcess = spawn('WebKitWebDriver', [`--port=${port}`], {
    stdio: 'ignore',
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DISPLAY: process.env.DISPLAY,
      LANG: posixLocale,
      http_proxy: proxy.href,
      https_proxy: proxy.href,
      no_proxy: 'localhost,127.0.0.1',
      ...(colorScheme === 'dark' ? { GTK_THEME: 'Adwaita:dark' } : {}),
    },
  })
  await waitForPort(port)
  return { port, stop: () => driver.kill() }
}

async function waitForPort(port: number) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const answered = await fetch(`http://127.0.0.1:${port}/status`).then((response) => response.ok, () => false)
    if (answered) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`WebKitWebDriver did not answer on port ${port}`)
}

/**
 * The page's console, for an engine whose WebDriver reads none: tests/engines/pageLog.js, which the
 * suite's copy of the site loads first in every page, keeps it in sessionStorage.
 */
const readPageLog = `return JSON.parse(sessionStorage.getItem('engines:console-errors') || '[]')`

/** A function's source, or the source given. */
const source = (fn: unknown) => (typeof fn === 'string' ? fn : String(fn))

/**
 * The worker's WebKit: one MiniBrowser for all its tests, since starting one costs seconds. Each
 * test opens its pages on an origin of its own (tests/engines/siteServer.ts), so nothing WebKit
 * keeps per origin (its cache, localStorage, sessionStorage) carries over from another test.
 */
export async function startWebKitSession(driverPort: number): Promise<Client> {
  const capabilities = {
    // The outside world is the suite's own proxy, whose certificate no authority signed.
    acceptInsecureCerts: true,
    // WebKitGTK's own capability, which the client's types do not list.
    'webkitgtk:browserOptions': { binary: miniBrowser, args: ['--automation'] },
  } as WebDriverCapabilities
  return WebDriver.newSession({ hostname: '127.0.0.1', port: driverPort, logLevel: 'silent', capabilities })
}

/** A tab for one test: the window of the worker's WebKit session, on the test's own origin. */
export async function openWebKitPage(client: Client, origin: string): Promise<EnginePage> {
  // The window's size as the session opened it, given back after a test that changed it, so that
  // no test inherits the width of the one before.
  const { width: windowWidth, height: windowHeight } = await client.getWindowRect()
  let resized = false
  // Errors of documents the tab has left: read before each navigation.
  const earlier: string[] = []
  const readInnerSize = async () => (await client.executeScript('return [innerWidth, innerHeight]', [])) as [number, number]
  // WebKitGTK answers the resize before the page has seen it: read the inside until it holds still.
  const settledInnerSize = async () => {
    let [last, now] = [[0, 0], await readInnerSize()]
    for (let tries = 0; tries < 20 && (now[0] !== last[0] || now[1] !== last[1]); tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      ;[last, now] = [now, await readInnerSize()]
    }
    return now
  }
  const collect = async () => {
    try {
      if (!(await client.getUrl()).startsWith(origin)) return
      earlier.push(...((await client.executeScript(readPageLog, [])) as string[]))
      await client.executeScript(`sessionStorage.removeItem('engines:console-errors')`, [])
    } catch {
      // No document (yet), or one that is not ours.
    }
  }
  return {
    engine: 'webkit',
    origin,
    async goto(path) {
      await collect()
      await client.navigateTo(new URL(path, origin).href)
    },
    url: () => client.getUrl(),
    async evaluate(fn, ...args) {
      const outcome = (await client.executeAsyncScript(
        `const done = arguments[arguments.length - 1];
         Promise.resolve().then(() => (${source(fn)})(...${JSON.stringify(args)}))
           .then((value) => done({ value }), (error) => done({ error: String(error && error.stack || error) }))`,
        [],
      )) as { value?: never; error?: string }
      if (outcome.error) throw new Error(outcome.error)
      return outcome.value as never
    },
    async click(selector) {
      const element = await client.findElement('css selector', selector)
      await client.elementClick(element['element-6066-11e4-a52e-4f735466cecf'])
    },
    async clickAt(x, y) {
      await client.performActions([
        { type: 'pointer', id: 'mouse', parameters: { pointerType: 'mouse' }, actions: [{ type: 'pointerMove', origin: 'viewport', x, y }, { type: 'pointerDown', button: 0 }, { type: 'pointerUp', button: 0 }] },
      ])
      await client.releaseActions()
    },
    async press(key) {
      const chord = chordOf(key)
      const [value, held] = [keyCodes[chord.key], chord.held && keyCodes[chord.held]]
      const actions = [{ type: 'keyDown', value }, { type: 'keyUp', value }]
      await client.performActions([{ type: 'key', id: 'keyboard', actions: held ? [{ type: 'keyDown', value: held }, ...actions, { type: 'keyUp', value: held }] : actions }])
      await client.releaseActions()
    },
    async setViewport(width, height) {
      // The window's outside is set; its inside is what the page sees, so correct by the difference.
      resized = true
      await client.setWindowRect(null, null, width, height)
      const [innerWidth, innerHeight] = await settledInnerSize()
      if (innerWidth !== width || innerHeight !== height) await client.setWindowRect(null, null, 2 * width - innerWidth, 2 * height - innerHeight)
    },
    screenshot: async () => Buffer.from(await client.takeScreenshot(), 'base64'),
    async consoleErrors() {
      await collect()
      return [...earlier]
    },
    // Leaves nothing of the test's pages running: the next test starts from an empty document, in
    // a window of the session's first size.
    async close() {
      await client.navigateTo('about:blank')
      if (resized) await client.setWindowRect(null, null, windowWidth, windowHeight)
    },
  }
}
