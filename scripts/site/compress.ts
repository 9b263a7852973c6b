// Writes .br and .gz beside every text file in dist/, so the server sends compressed bytes without
// compressing on each request (npm start and nginx pick one by Accept-Encoding).
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const compressible = /\.(html|js|css|svg|json|xml|txt)$/

export async function compress(dir = 'dist'): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  const targets = entries.filter((entry) => entry.isFile() && compressible.test(entry.name)).map((entry) => join(entry.parentPath, entry.name))
  await Promise.all(
    targets.map(async (file) => {
      const content = await readFile(file)
      await writeFile(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
      await writeFile(`${file}.gz`, gzipSync(content, { level: 9 }))
    }),
  )
  return targets.length
}
