import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { placeholderOrigin } from '../../src/content/business'
import { findDataPlaceholders, findPlaceholders } from '../../scripts/checks/launch.ts'

const node = existsSync('node_modules/.bin/node') ? 'node_modules/.bin/node' : process.execPath

/** A month with no Latvian public holiday (the next after Jāņi is 18 November): the launch check's holiday list stays empty, whatever the owner's exceptions. */
const quietMonth = ['--today', '2027-07-01', '--days', '30']

/** Runs the launch check as the owner would, on other folders and with SITE_ORIGIN set or not, on a day of its own (never the machine's). */
function checkLaunch(args: string[], siteOrigin?: string, days = quietMonth) {
  const env = { ...process.env }
  delete env.SITE_ORIGIN
  if (siteOrigin) env.SITE_ORIGIN = siteOrigin
  const { status, stdout, stderr } = spawnSync(node, ['scripts/checks/launch.ts', ...args, ...days], { encoding: 'utf8', env })
  return { status, output: stdout + stderr }
}

describe('the launch check', () => {
  let dir: string
  let content: string
  let deploy: string

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'amigo-launch-'))
    content = join(dir, 'content')
    deploy = join(dir, 'deploy')
    await mkdir(content)
    await mkdir(deploy)
  })
  afterAll(() => rm(dir, { recursive: true, force: true }))

  it('finds the contacts and reply settings the owner’s file of samples still lists, each at its line', async () => {
    const found = (await findDataPlaceholders('src/content')).filter((item) => item.file === 'src/content/data/samples.json')
    const samples = JSON.parse(await readFile('src/content/data/samples.json', 'utf8')) as { contacts?: string[]; replies?: string[] }
    const lines = (await readFile('src/content/data/samples.json', 'utf8')).split('\n')
    expect(found.map((item) => item.subject)).toEqual([...(samples.contacts ?? []).map((field) => `contacts.${field}`), ...(samples.replies ?? []).map((field) => `reservations.${field}`)])
    expect(found.map((item) => item.subject)).toEqual(expect.arrayContaining(['contacts.phone', 'contacts.email', 'contacts.street']))
    for (const item of found) expect(lines[item.line - 1]).toContain(`"${item.subject.split('.')[1]}"`)
  })

  it('lists every sample review, by its id', async () => {
    const { reviews } = await import('../../src/content/reviews')
    const found = (await findDataPlaceholders('src/content')).filter((item) => item.file === 'src/content/data/reviews.json')
    expect(found.map((item) => item.subject)).toEqual(reviews.filter((review) => review.placeholder).map((review) => `reviews[${review.id}].placeholder`))
  })

  it('lists the bus stop while the owner’s file marks it a sample, at its line, and not once unmarked', async () => {
    await mkdir(join(content, 'data'), { recursive: true })
    const file = join(content, 'data', 'getting-here.json')
    const busStop = { name: 'Ģertrūdes iela', lines: '3, 11', walkFewest: 2, walkMost: 4 }
    await writeFile(file, JSON.stringify({ busStop: { ...busStop, placeholder: true } }, null, 2))
    expect(await findDataPlaceholders(content)).toEqual([expect.objectContaining({ subject: 'busStop.placeholder', kind: 'PLACEHOLDER', line: 2 })])
    await writeFile(file, JSON.stringify({ busStop }, null, 2))
    expect(await findDataPlaceholders(content)).toEqual([])
    await rm(join(content, 'data'), { recursive: true })
  })

  it('lists each post written for the site, by its address', async () => {
    const { blogPosts } = await import('../../src/content/blog')
    const found = (await findDataPlaceholders('src/content')).filter((item) => item.file === 'src/content/data/blog.json')
    expect(found.map((item) => item.subject)).toEqual(blogPosts.filter((post) => post.isDraft).map((post) => `posts[${post.id}].draft`))
    expect(found.length).toBeGreaterThan(0)
  })

  it('finds no marked value left in the code of src/content: the owner’s facts are all data', async () => {
    expect(await findPlaceholders('src/content')).toEqual([])
  })

  it('lists every evening of what is on that holds sample times, by its id', async () => {
    const { weeklyEvents, datedEvents } = await import('../../src/content/whatsOn')
    const found = (await findDataPlaceholders('src/content')).filter((item) => item.file === 'src/content/data/evenings.json')
    // A sample evening (`placeholder: true`, kept out of the structured data) is one the launch check lists.
    expect(found.map((item) => item.subject)).toEqual(weeklyEvents.filter((event) => event.placeholder).map((event) => `weekly[${event.id}].placeholder`))
    expect(datedEvents.filter((event) => event.placeholder).length).toBe(found.filter((item) => item.subject.startsWith('dated')).length)
  })

  it('lists a placeholder in another content folder and fails while it is there', async () => {
    await writeFile(join(content, 'facts.ts'), ['export const venue = {', "  name: 'Amigo',", '  /** PLACEHOLDER: the terrace seats. */', '  terraceSeats: 20,', '}', ''].join('\n'))
    const { status, output } = checkLaunch(['--content', content, '--deploy', deploy], 'https://amigo.lv')
    expect(output).toContain(`${join(content, 'facts.ts').replace(`${process.cwd()}/`, '')}:3  PLACEHOLDER  venue.terraceSeats — the terrace seats.`)
    expect(status).toBe(1)
    await rm(join(content, 'facts.ts'))
  })

  it('fails with the example origin, and without SITE_ORIGIN, even when nothing is marked', () => {
    const example = checkLaunch(['--content', content, '--deploy', deploy], placeholderOrigin)
    expect(example.output).toContain('is the example domain')
    expect(example.status).toBe(1)
    expect(checkLaunch(['--content', content, '--deploy', deploy]).status).toBe(1)
  })

  it('fails while the server configuration names the example domain', async () => {
    await writeFile(join(deploy, 'site.conf'), `server_name ${new URL(placeholderOrigin).host};\n`)
    const { status, output } = checkLaunch(['--content', content, '--deploy', deploy], 'https://amigo.lv')
    expect(output).toContain('site.conf:1')
    expect(status).toBe(1)
    await rm(join(deploy, 'site.conf'))
  })

  it('lists the public holidays of the coming 60 days that have no exception, and fails while one falls on an open day', async () => {
    // From 1 December 2026: Christmas Eve to Boxing Day, New Year's Eve and Day, as date-holidays has them.
    const { status, output } = checkLaunch(['--content', content, '--deploy', deploy], 'https://amigo.lv', ['--today', '2026-12-01'])
    const { unplannedHolidays } = await import('../../scripts/checks/holidays.ts')
    const unplanned = unplannedHolidays('2026-12-01')
    for (const holiday of unplanned) expect(output).toContain(`  ${holiday.date} `)
    expect(status).toBe(unplanned.some((holiday) => !holiday.closedAnyway) ? 1 : 0)
  })

  it('names the undecided holidays in its summary, beside what else is left', async () => {
    await writeFile(join(content, 'facts.ts'), ['export const venue = {', '  /** PLACEHOLDER: the terrace seats. */', '  terraceSeats: 20,', '}', ''].join('\n'))
    const { output } = checkLaunch(['--content', content, '--deploy', deploy], 'https://amigo.lv', ['--today', '2026-12-01'])
    await rm(join(content, 'facts.ts'))
    const { holidayReport } = await import('../../scripts/checks/holidays.ts')
    const { undecided } = holidayReport('2026-12-01')
    expect(undecided).toBeGreaterThan(1)
    const summary = output.trim().split('\n').at(-1)
    expect(summary).toBe(`Not ready to launch: 1 value to replace, ${undecided} public holidays to decide (docs/owner.md, "Changing facts"; docs/deploying.md).`)
  })

  it('passes with a real origin and nothing left to replace', () => {
    const { status, output } = checkLaunch(['--content', content, '--deploy', deploy], 'https://amigo.lv')
    expect(output).toContain('Ready to launch')
    expect(status).toBe(0)
  })
})
