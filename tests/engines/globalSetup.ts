import { spawn, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { cp, glob, mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { builtPages } from '../../scripts/site/pagesManifest.ts'
import { fixedNow, installFixedClock } from '../fixedClock'
import { workerFileName } from '../../src/offline/offlineStorage'
import { certificatePaths, siteCopy } from './paths'

const pageLogPath = '/__engines/page-log.js'
/** The suite's fixed moment, for engines whose drivers have no clock of their own. */
const clockPath = '/__engines/clock.js'

/**
 * Before the cross-engine suite: a copy of the built site whose pages first start their clock at the
 * suite's fixed moment (tests/fixedClock.ts) and load tests/engines/pageLog.js (WebKit's driver reads
 * no console; the page's security policy allows our own scripts), a certificate for the outside
 * world's proxy, and a virtual display for WebKit when there is none. Each language's offline worker
 * stores those two scripts too, so that a page it answers offline starts as the suite's pages do.
 */
export default async function globalSetup() {
  if (!existsSync('dist/lv/index.html')) throw new Error('No build in dist/: run `npm run build` first (npm test does)')
  await rm(siteCopy, { recursive: true, force: true })
  await mkdir(siteCopy, { recursive: true })
  await cp('dist', siteCopy, { recursive: true })
  for (const { file: page } of builtPages(siteCopy)) {
    const file = join(siteCopy, page)
    const html = await readFile(file, 'utf8')
    if (!/<head[^>]*>/.test(html)) throw new Error(`${page} has no <head>`)
    await writeFile(file, html.replace(/<head[^>]*>/, (head) => `${head}<script src="${clockPath}"></script><script src="${pageLogPath}"></script>`))
    // The compressed copies still hold the page without it.
    await rm(`${file}.br`, { force: true })
    await rm(`${file}.gz`, { force: true })
  }
  await mkdir(join(siteCopy, '__engines'), { recursive: true })
  await cp('tests/engines/pageLog.js', join(siteCopy, pageLogPath))
  await writeFile(join(siteCopy, clockPath), `(${installFixedClock.toString()})(${fixedNow.getTime()})\n`)
  await storeSuiteScripts([clockPath, pageLogPath])

  const certificate = spawnSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=outside.test', '-keyout', certificatePaths.key, '-out', certificatePaths.certificate], { encoding: 'utf8' })
  if (certificate.status !== 0) throw new Error(`openssl could not make the outside world's certificate: ${certificate.stderr}`)

  if (process.env.DISPLAY) return
  // WebKitGTK draws into a display even when nobody looks: a virtual one, for this run only.
  // Xvfb picks a free display number and writes it to file descriptor 3.
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1920x1200x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'ignore', 'ignore', 'pipe'] })
  const display = await new Promise<string>((resolve, reject) => {
    xvfb.stdio[3]!.once('data', (data: Buffer) => resolve(`:${data.toString().trim()}`))
    xvfb.once('error', () => reject(new Error('Xvfb did not start (apt-get install xvfb)')))
    xvfb.once('exit', () => reject(new Error('Xvfb did not start (apt-get install xvfb)')))
  })
  process.env.DISPLAY = display
  return () => {
    xvfb.kill()
  }
}

/**
 * Adds the suite's scripts to what each language's offline worker stores (the list Serwist wrote
 * into it at the build, scripts/site/offlineWorker.ts): offline, a stored page would otherwise
 * start without the suite's clock and, in WebKit, without the log the guard reads its errors from.
 */
async function storeSuiteScripts(paths: string[]) {
  const entries = await Promise.all(paths.map(async (url) => ({ url, revision: createHash('md5').update(await readFile(join(siteCopy, url))).digest('hex') })))
  for await (const worker of glob(`*/${workerFileName}`, { cwd: siteCopy })) {
    const file = join(siteCopy, worker)
    const source = await readFile(file, 'utf8')
    const lists = source.match(/\[\{"url":"[^\]]*\]/g) ?? []
    if (lists.length !== 1) throw new Error(`${worker}: found ${lists.length} lists of stored files, expected 1`)
    const list = JSON.parse(lists[0]!) as { url: string }[]
    await writeFile(file, source.replace(lists[0]!, () => JSON.stringify([...list, ...entries])))
    await rm(`${file}.br`, { force: true })
    await rm(`${file}.gz`, { force: true })
  }
}
