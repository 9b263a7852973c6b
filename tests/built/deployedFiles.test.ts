import { readdirSync, readFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { expect, test } from 'vitest'

// Every hashed file the build deploys is one something of the site loads: a page, a worker, a
// stylesheet or another script names it. A file none names is bytes on every deploy for nothing.

/** The files of dist/ that are deployed: none of the build's own dot folders. */
function deployedFiles(folder = 'dist'): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.name.startsWith('.')) return []
    return entry.isDirectory() ? deployedFiles(path) : [path]
  })
}

test('every file under /assets/ is named by another file of the site', () => {
  const files = deployedFiles().filter((file) => !/\.(br|gz)$/.test(file))
  const texts = files.filter((file) => /\.(html|js|css|json|webmanifest|svg|xml|txt)$/.test(file)).map((file) => ({ file, text: readFileSync(file, 'latin1') }))
  const unnamed = files.filter((file) => file.startsWith(join('dist', 'assets')) && !texts.some(({ file: other, text }) => other !== file && text.includes(basename(file))))
  expect(unnamed).toEqual([])
})
