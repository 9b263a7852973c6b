// Writes .br and .gz beside every text file in dist/, so the server sends compressed bytes without
// compressing on each request (sirv picks them by Accept-Encoding).
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const compressible = /\.(html|js|css|svg|json|xml|txt)$/

async function files(dir) {
  const entries = await readdir(dir, { withFileTypes: true })
  const nested = await Promise.all(entries.map((entry) => (entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)])))
  return nested.flat()
}

export async function compress(dir = 'dist') {
  const targets = (await files(dir)).filter((file) => compressible.test(file))
  await Promise.all(
    targets.map(async (file) => {
      const content = await readFile(file)
      await writeFile(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
      await writeFile(`${file}.gz`, gzipSync(content, { level: 9 }))
    }),
  )
  return targets.length
}
