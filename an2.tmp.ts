import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
const m = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8'))
const seen = new Set<string>(); let total = 0
const visit = (k: string, d = 0) => { const c = m[k]; if (!c || seen.has(c.file)) return; seen.add(c.file); const n = gzipSync(readFileSync('dist/' + c.file)).length; total += n; console.log(' '.repeat(d*2) + n, k); (c.imports ?? []).forEach((i: string) => visit(i, d + 1)) }
for (const k of process.argv.slice(2)) visit(k)
console.log('total', total)
