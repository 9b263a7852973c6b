import { existsSync } from 'node:fs'

const firstInstalled = (...paths: (string | undefined)[]) => paths.find((path) => path && existsSync(path))

/** The flags that keep Chromium from calling home: tests never send a request off this machine. */
const launchOptions = (executablePath: string | undefined) => ({
  ...(executablePath ? { executablePath } : {}),
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
})

/**
 * The Chromium of the Playwright runners that check pages: CHROME_PATH, else Debian's headless
 * shell (`chromium-headless-shell`, the build Playwright itself runs headless), else its full
 * Chromium, else Playwright's own. The shell is the same engine without the browser around it, and
 * these runs are bound by the CPU: the browser step took 443 s and 82,648 CPU ticks with it, 768 s
 * and 149,590 with the full browser, back to back (docs/decisions/0048-the-suites-browsers.md).
 */
export const chromiumLaunchOptions = launchOptions(firstInstalled(process.env.CHROME_PATH, '/usr/bin/chromium-headless-shell', '/usr/bin/chromium'))

/**
 * The Chromium that takes the built Storybook's pictures: the full browser, which drew the
 * baselines. The shell smooths the edges of text differently (148 of 204 stories differed from
 * their baselines by a few hundred pixels of glyph edges).
 */
export const picturesChromiumLaunchOptions = launchOptions(firstInstalled(process.env.CHROME_PATH, '/usr/bin/chromium'))
