import puppeteer, { KnownDevices } from 'puppeteer-core'
const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless=new'] })
const page = await browser.newPage()
await page.emulate(KnownDevices['iPhone 13'])
await page.emulateCPUThrottling(4)
await page.tracing.start({ path: '/tmp/trace.json', categories: ['devtools.timeline', 'v8', 'v8.execute', 'disabled-by-default-devtools.timeline'] })
await page.goto(process.argv[2] ?? 'http://localhost:4400/en/visit', { waitUntil: 'load' })
await new Promise((r) => setTimeout(r, 5000))
await page.tracing.stop()
await browser.close()
const trace = JSON.parse((await import('node:fs')).readFileSync('/tmp/trace.json', 'utf8'))
const events = trace.traceEvents ?? trace
const main = events.filter((e: any) => e.name === 'RunTask' && e.dur > 30000)
for (const task of main) {
  const inside = events.filter((e: any) => e.tid === task.tid && e.ts >= task.ts && e.ts < task.ts + task.dur && e.dur > 3000 && e.name !== 'RunTask')
  console.log(`task ${(task.dur / 1000).toFixed(0)} ms:`, inside.map((e: any) => `${e.name}${e.args?.data?.url ? ' ' + String(e.args.data.url).replace(/.*\//, '') : ''}${e.args?.data?.functionName ? ' ' + e.args.data.functionName : ''} ${(e.dur / 1000).toFixed(0)}`).slice(0, 12).join(' | '))
}
