import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { budgetsKb, defaultBudgetKb, pageKind } from '../../scripts/checks/sizeBudget.ts'
import { localizedPaths } from '../../src/content/pages'

// scripts/checks/sizeBudget.ts, copied into a checkout of its own, run with the project's Node on small
// builds made here.
const node = resolve('node_modules/.bin/node')
const checkouts: string[] = []

function checkout(name = 'amigo size budget ') {
  const root = mkdtempSync(join(tmpdir(), name))
  checkouts.push(root)
  mkdirSync(join(root, 'scripts', 'checks'), { recursive: true })
  copyFileSync('scripts/checks/sizeBudget.ts', join(root, 'scripts', 'checks', 'sizeBudget.ts'))
  return root
}

/** A build: its files, and its chunk list as `scripts/build/chunkModulesPlugin.ts` writes it. */
function writeBuild(root: string, files: Record<string, string | Buffer>, chunkModules: Record<string, string[]> = {}) {
  const all = { '.vite/manifest.json': '{}', '.vite/chunk-modules.json': JSON.stringify(chunkModules), ...files }
  for (const [path, content] of Object.entries(all)) {
    mkdirSync(dirname(join(root, 'dist', path)), { recursive: true })
    writeFileSync(join(root, 'dist', path), content)
  }
}

const pageLoading = (script: string) => `<!doctype html><html><head><script type="module" src="/${script}"></script></head><body></body></html>`

function runBudget(root: string) {
  const { status, stdout, stderr } = spawnSync(node, [join(root, 'scripts', 'checks', 'sizeBudget.ts')], { cwd: root, encoding: 'utf8' })
  return { status, output: stdout + stderr }
}

afterEach(() => {
  for (const root of checkouts.splice(0)) rmSync(root, { recursive: true, force: true })
})

describe('the size budget script, run from a path with a space', () => {
  it('measures every page and passes a build within the budget', () => {
    const root = checkout()
    writeBuild(root, { 'en/index.html': pageLoading('assets/small.js'), 'assets/small.js': 'console.log(1)' })
    const { status, output } = runBudget(root)
    expect(output).toContain('/en/index.html')
    expect(status).toBe(0)
  })

  it('fails a page whose first JavaScript passes the budget', () => {
    const root = checkout()
    // Random bytes do not compress: about 200 KB gzipped, over the 150 KB budget.
    writeBuild(root, { 'en/index.html': pageLoading('assets/big.js'), 'assets/big.js': randomBytes(200 * 1024).toString('base64') })
    const { status, output } = runBudget(root)
    expect(output).toMatch(/\/en\/index\.html: .* of JavaScript, budget for a home page \d+\.\d KB/)
    expect(status).toBe(1)
  })

  it('holds each kind of page to its own budget, tighter than the default', () => {
    const root = checkout()
    expect(budgetsKb.privacy + 1).toBeLessThan(defaultBudgetKb)
    // Random bytes do not compress: a little over the privacy page's budget, under the default one.
    const script = randomBytes(Math.round((budgetsKb.privacy + 0.5) * 1024))
    writeBuild(root, { 'lv/privacy/index.html': pageLoading('assets/page.js'), 'lv/other/index.html': pageLoading('assets/page.js'), 'assets/page.js': script })
    const { status, output } = runBudget(root)
    expect(output).toMatch(/\/lv\/privacy\/index\.html: .* of JavaScript, budget for a privacy page/)
    expect(output).not.toMatch(/\/lv\/other\/index\.html: .* of JavaScript/)
    expect(status).toBe(1)
  })

  it('fails a page that loads qrcode before it needs it', () => {
    const root = checkout()
    writeBuild(root, { 'en/menu/index.html': pageLoading('assets/qr.js'), 'assets/qr.js': 'export {}' }, {
      'assets/qr.js': ['/project/node_modules/qrcode/lib/browser.js'],
    })
    const { status, output } = runBudget(root)
    expect(output).toContain('/en/menu/index.html: loads qrcode before it is needed')
    expect(status).toBe(1)
  })

})

it('the size budget script fails when the build holds no page to measure', () => {
  const root = checkout('amigo-size-budget-')
  writeBuild(root, { 'assets/small.js': 'console.log(1)' })
  const { status, output } = runBudget(root)
  expect(output).toContain('no prerendered page')
  expect(status).toBe(1)
})

it.each([
  ['/lv/index.html', 'home'],
  ['/ru/menu/index.html', 'menu'],
  ['/et/blog/index.html', 'blog'],
  // Whichever posts the content holds (the owner replaces the draft one).
  ...localizedPaths.filter((path) => path.startsWith('/blog/')).map((path) => [`/fi${path}/index.html`, 'post']),
  ['/de/blog/404.html', 'post not found'],
  ['/es/404.html', 'not found'],
  ['/404.html', 'not found'],
  ['/en/visit/index.html', 'visit'],
])('%s is a %s page', (page, kind) => expect(pageKind(page)).toBe(kind))
