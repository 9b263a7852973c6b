import { launch, type Browser, type Page } from 'puppeteer-core'
import { chordOf, type EnginePage, type Key } from './enginePage'
import type { EngineOptions } from './webdriverEngine'

/** The machine's browsers: Debian's `firefox-esr` and `chromium` (`.ci/run` installs them). */
const executables = { firefox: '/usr/bin/firefox-esr', chromium: process.env.CHROME_PATH || '/usr/bin/chromium' }

/**
 * Firefox over WebDriver BiDi and Chromium over the DevTools protocol, both through Puppeteer. One
 * browser per worker; every test opens its own context (fresh storage), so tests never share state.
 */
export async function launchPuppeteer(engine: 'firefox' | 'chromium', { proxy, language, colorScheme }: EngineOptions): Promise<Browser> {
  const [host, port] = [proxy.hostname, Number(proxy.port)]
  if (engine === 'firefox') {
    return launch({
      browser: 'firefox',
      executablePath: executables.firefox,
      headless: true,
      // A run under faketime (to prove the suite passes at any hour) must not reach Firefox: the
      // library deadlocks Firefox's memory allocator as it starts. Its pages run on the suite's
      // fixed clock anyway (tests/fixedClock.ts).
      env: withoutFakeTime(process.env),
      // The outside world is the suite's own proxy, whose certificate no authority signed.
      acceptInsecureCerts: true,
      extraPrefsFirefox: {
        'network.proxy.type': 1,
        'network.proxy.http': host,
        'network.proxy.http_port': port,
        'network.proxy.ssl': host,
        'network.proxy.ssl_port': port,
        'network.proxy.no_proxies_on': 'localhost, 127.0.0.1',
        'intl.accept_languages': language,
        // What the visitor's system would say, even when it is no valid language tag.
        'intl.locale.requested': language,
        // What the system's appearance would say: 1 is dark.
        'ui.systemUsesDarkTheme': colorScheme === 'dark' ? 1 : 0,
      },
    })
  }
  return launch({
    browser: 'chrome',
    executablePath: executables.chromium,
    headless: true,
    acceptInsecureCerts: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      `--proxy-server=${host}:${port}`,
      `--lang=${language}`,
      `--accept-lang=${language}`,
      ...(colorScheme === 'dark' ? ['--force-dark-mode'] : []),
    ],
  })
}

/** The environment without libfaketime's preload and settings. */
const withoutFakeTime = (env: NodeJS.ProcessEnv): Record<string, string | undefined> =>
  Object.fromEntries(Object.entries(env).filter(([name, value]) => !name.startsWith('FAKETIME') && !(name === 'LD_PRELOAD' && value?.includes('faketime'))))

/** A function's source, or the source given. */
const source = (fn: unknown) => (typeof fn === 'string' ? fn : String(fn))

export async function openPuppeteerPage(browser: Browser, engine: 'firefox' | 'chromium', origin: string): Promise<EnginePage> {
  const context = await browser.createBrowserContext()
  const page: Page = await context.newPage()
  const errors: Promise<string>[] = []
  page.on('console', (message) => {
    if (message.type() !== 'error') return
    const { url } = message.location()
    // An error object among the values reads as "JSHandle@error" in the message's text.
    const values = message.args()
    const text = !message.text().includes('JSHandle@') ? Promise.resolve(message.text()) : Promise.all(values.map((value) => value.evaluate((inPage) => (inPage instanceof Error ? `${inPage.name}: ${inPage.message}` : String(inPage))))).then(
      (read) => read.join(' '),
      () => message.text(),
    )
    errors.push(text.then((read) => (url ? `${read} (at ${url})` : read)))
  })
  page.on('pageerror', (error) => errors.push(Promise.resolve(`Uncaught ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`)))
  return {
    engine,
    origin,
    async goto(path) {
      await page.goto(new URL(path, origin).href, { waitUntil: 'load' })
    },
    // Read from the document: Puppeteer's own record misses a page Firefox restores from its cache.
    url: () => page.evaluate(() => location.href),
    evaluate: (fn, ...args) => page.evaluate(`(${source(fn)})(...${JSON.stringify(args)})`) as Promise<never>,
    async click(selector) {
      await page.locator(selector).setEnsureElementIsInTheViewport(true).click()
    },
    clickAt: (x, y) => page.mouse.click(x, y),
    async press(key: Key) {
      const chord = chordOf(key)
      if (chord.held) await page.keyboard.down(chord.held)
      await page.keyboard.press(chord.key)
      if (chord.held) await page.keyboard.up(chord.held)
    },
    setViewport: (width, height) => page.setViewport({ width, height }),
    screenshot: async () => Buffer.from(await page.screenshot({ type: 'png' })),
    consoleErrors: () => Promise.all(errors),
    close: () => context.close(),
  }
}
