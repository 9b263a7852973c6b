// Every page in dist/ must pass the W3C Nu HTML Checker with zero errors. Warnings are
// allowed only of the kinds named (with the reason) in docs/testing.md (step 7), and errors only
// of the two kinds named below.
import { execFileSync, type SpawnSyncReturns } from 'node:child_process'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { builtPages } from '../site/pagesManifest.ts'

/** One message of vnu's JSON output (`--format json`), as far as this check reads it. */
interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error'
  subType?: 'warning' | 'fatal' | 'io' | 'schema' | 'internal'
  url: string
  lastLine?: number
  message: string
}

const dist = process.argv[2] ?? 'dist'
// The package's main module exports the path of the jar it ships (vnu-jar's README).
const jar = String(createRequire(import.meta.url)('vnu-jar'))

// Every page the prerender wrote, as it listed them (../site/pagesManifest.ts).
const pages = builtPages(dist).map(({ file }) => join(dist, file))
if (!pages.length) {
  console.error(`No pages listed in ${dist}/: build first`)
  process.exit(1)
}

let report: string
try {
  // One JVM for every page; vnu exits non-zero when it reports an error, so read its output either way.
  report = execFileSync('java', ['-jar', jar, '--format', 'json', '--stdout', ...pages], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
} catch (caught) {
  // execFileSync's error: a system error when java is missing, else what spawnSync returns.
  const error = caught as NodeJS.ErrnoException & SpawnSyncReturns<string>
  if (error.code === 'ENOENT') {
    console.error('Java is needed for the HTML check: apt-get install -y default-jre-headless')
    process.exit(1)
  }
  report = error.stdout
}

/**
 * The checker's CSS grammar predates CSS that every engine we test draws: anchor positioning (the
 * language list hangs from its button), `@starting-style` (the picture dialog's opening) and view
 * transitions (from page to page, where the engine has them). Only these exact messages are let
 * through; any other CSS error still fails.
 */
const newerCss = /^CSS: (?:“(?:anchor-name|position-anchor|position-area|position-try-fallbacks|view-transition-name)”: Property “[\w-]+” doesn't exist\.|Unrecognized at-rule “@(?:starting-style|view-transition)”\.?)$/

/**
 * The checker allows `blocking` on a stylesheet's link only; HTML allows it on `<link rel="expect">`
 * too, which holds each page's first paint until its header is whole (src/components/shell/SiteShell).
 */
const newerHtml = 'A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.'

const { messages }: { messages: VnuMessage[] } = JSON.parse(report)
const errors = messages.filter((message) => (message.type === 'error' || message.subType === 'fatal') && !newerCss.test(message.message) && message.message !== newerHtml)
const warnings = messages.filter((message) => message.type === 'info' && message.subType === 'warning')
for (const error of errors) console.error(`${error.url.replace(/^file:.*?dist\//, 'dist/')}:${error.lastLine ?? '?'} ${error.message}`)
const kinds = [...new Set(warnings.map((warning) => warning.message))]
console.log(`HTML check: ${pages.length} pages, ${errors.length} errors, ${warnings.length} warnings${kinds.length ? ` of ${kinds.length} kinds:` : ''}`)
for (const kind of kinds) console.log(`  warning: ${kind}`)
process.exit(errors.length ? 1 : 0)
