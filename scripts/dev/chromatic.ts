// `npm run chromatic`: builds Storybook and publishes it to Chromatic, where designers and
// translators review the long-text stories in the six languages besides English at 390 px (the
// modes in .storybook/modes.ts) and those stories' play functions run as interaction tests. Every
// other picture is a committed baseline, compared by `npm test`
// (docs/decisions/0050-storybook-pictures-and-plays.md). docs/storybook.md says more.
//
// Extra arguments go to the Chromatic CLI: `npm run chromatic -- --branch-name=my-branch`.
import { spawnSync } from 'node:child_process'

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error(
    [
      'npm run chromatic needs the Chromatic project token, and CHROMATIC_PROJECT_TOKEN is not set.',
      'Find it in Chromatic under Manage → Configure (or ask whoever owns the Amigo project there), then run',
      '  CHROMATIC_PROJECT_TOKEN=chpt_… npm run chromatic',
      'On CI, store it as a secret named CHROMATIC_PROJECT_TOKEN.',
    ].join('\n'),
  )
  process.exit(1)
}

const run = (command: string, args: string[]): number => spawnSync(command, args, { stdio: 'inherit' }).status ?? 1

// The build Chromatic publishes, with the module graph (preview-stats.json) TurboSnap reads to
// snapshot only the stories a change can reach. The Storybook workflow has built it already and
// says so with STORYBOOK_BUILT (.github/workflows/storybook.yml).
if (!process.env.STORYBOOK_BUILT) {
  const built = run('npm', ['run', '--silent', 'build-storybook', '--', '--stats-json', 'storybook-static'])
  if (built !== 0) process.exit(built)
}

const status = run('npx', [
  'chromatic',
  '--storybook-build-dir',
  'storybook-static',
  // TurboSnap: only the stories whose code changed since the last accepted build…
  '--only-changed',
  // …except when a change reaches every story without showing in the module graph: the
  // translations, the self-hosted fonts and the files served as they are.
  '--externals',
  'locales/**',
  '--externals',
  'src/design/fonts.css',
  '--externals',
  'src/design/fonts/**',
  '--externals',
  'public/**',
  // Visual changes wait for a reviewer in Chromatic instead of failing the command; a failing
  // interaction test (a play function) or a story that does not render still fails it.
  '--exit-zero-on-changes',
  ...process.argv.slice(2),
])
process.exit(status)
