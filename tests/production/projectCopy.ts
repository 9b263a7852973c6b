import { spawn } from 'node:child_process'
import { cp, mkdtemp, rm, symlink } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

/** What a build reads: the project without its tests, its build and its packages (linked, not copied). */
const buildInputs = ['src', 'locales', 'public', 'scripts', 'plugins', 'server', 'package.json', 'tsconfig.json', 'vite.config.ts', 'lingui.config.ts']

/** A copy of the project in a folder of its own, which a test may edit and build. */
export async function copyOfProject(name: string) {
  const project = await mkdtemp(join(tmpdir(), `amigo-${name}-`))
  for (const part of buildInputs) await cp(part, join(project, part), { recursive: true })
  await symlink(resolve('node_modules'), join(project, 'node_modules'))
  return {
    root: project,
    dist: join(project, 'dist'),
    /** `npm run build` in the copy; fails with the build's own words. */
    build: () =>
      new Promise<void>((built, failed) => {
        // As `npm run build` runs: Playwright's workers set NODE_ENV=development, which Vite would follow.
        const { NODE_ENV: _, ...environment } = process.env
        const build = spawn(process.execPath, ['scripts/site/build.ts'], { cwd: project, env: environment, stdio: ['ignore', 'ignore', 'pipe'] })
        let errors = ''
        build.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()))
        build.on('close', (status) => (status === 0 ? built() : failed(new Error(`the build of the copy failed: ${errors}`))))
      }),
    remove: () => rm(project, { recursive: true, force: true }),
  }
}
