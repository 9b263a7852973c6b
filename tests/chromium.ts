import { existsSync } from 'node:fs'

/**
 * The machine's Chromium (CHROME_PATH, else Debian's /usr/bin/chromium, else Playwright's own), with
 * the flags that keep it from calling home: tests never send a request off this machine.
 */
const executablePath = [process.env.CHROME_PATH, '/usr/bin/chromium'].find((path) => path && existsSync(path))

export const chromiumLaunchOptions = {
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
}
