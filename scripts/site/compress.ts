// Writes .br and .gz beside every text file in dist/, so the server sends compressed bytes without
// compressing on each request (npm start and nginx pick one by Accept-Encoding). zlib's callback
// functions compress on libuv's threads, so every core works at once.
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join, sep } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

const compressible = /\.(html|js|css|svg|json|xml|txt)$/

export async function compress(dir = 'dist'): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  const targets = entries.filter((entry) => entry.isFile() && compressible.test(entry.name)).map((entry) => join(entry.parentPath, entry.name))
  await Promise.all(
    targets.map(async (file) => {
      const content = await readFile(file)
      // The editor's 6 MB of Decap CMS at brotli's best would add some ten seconds to every build;
      // quality 5 keeps it within 15 % of that size in a second or two, for the one person who loads it.
      const quality = file.includes(`${sep}admin${sep}`) ? 5 : 11
      await writeFile(`${file}.br`, await brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }))
      await writeFile(`${file}.gz`, await gzipped(content, { level: 9 }))
    }),
  )
  return targets.length
}
