import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { checkContent } from '../../scripts/site/checkContent'
import { dataFolder } from '../../src/content/schema/contentFiles'

// The owner's mistakes, as the build tells them: each example of docs/owner.md in a copy of the data
// files, and the message it gets, word for word (the owner reads these, not the developers).
const folders: string[] = []
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

/** A copy of the data files with one file changed as `edit` says; the problems the build would report. */
function problemsAfter(file: string, edit: (data: any) => void): string[] {
  const folder = mkdtempSync(join(tmpdir(), 'amigo-data-'))
  folders.push(folder)
  cpSync(dataFolder, folder, { recursive: true })
  const data = JSON.parse(readFileSync(join(folder, file), 'utf8'))
  edit(data)
  writeFileSync(join(folder, file), JSON.stringify(data, null, 2))
  return checkContent(folder).map((problem) => problem.replace(folder, dataFolder))
}

describe('a wrong entry in the owner’s files', () => {
  it('passes when nothing is wrong', () => {
    expect(checkContent()).toEqual([])
  })

  it('names a time that is not on the clock', () => {
    expect(problemsAfter('hours.json', (hours) => (hours.week[0].opens = '25:00'))).toEqual([
      'src/content/data/hours.json › The week’s hours › tue, wed, thu › Opens: "25:00" is not a time: write it on the 24-hour clock, from 00:00 to 23:59, like 17:00 or 02:30',
    ])
  })

  it('names a run of days that ends before it starts', () => {
    expect(problemsAfter('hours.json', (hours) => hours.exceptions.push({ from: '2026-12-26', to: '2026-12-24', closed: true }))).toEqual([
      'src/content/data/hours.json › Holidays and special hours › 2026-12-26: the run ends (2026-12-24) before it starts (2026-12-26)',
    ])
  })

  it('names a price that is not a number of euros', () => {
    expect(problemsAfter('menu.json', (menu) => (menu.food[0].items[0].price = '12,5O'))).toEqual([
      'src/content/data/menu.json › Food › “Tacos” › Dishes and drinks › “Taco Amigo” › Price, €: "12,5O" is not a price: write euros as a number with a dot, like 12.50',
    ])
  })

  it('names two exceptions for one day', () => {
    expect(
      problemsAfter('hours.json', (hours) => hours.exceptions.push({ from: '2026-12-24', to: '2026-12-26', closed: true, reason: 'publicHoliday' }, { date: '2026-12-25', opens: '12:00', closes: '18:00' })),
    ).toEqual(['src/content/data/hours.json › Holidays and special hours › 2026-12-25: 2026-12-25 is already given by the entry of 2026-12-24 to 2026-12-26: keep one'])
  })

  it('names a post’s search description that is too long', () => {
    expect(problemsAfter('blog.json', (blog) => (blog.posts[0].description = 'A'.repeat(170)))).toEqual([
      'src/content/data/blog.json › Posts › “World leaders at Amigo?” › Description for search engines: has 170 characters: write between 70 and 160',
    ])
  })

  it('names two posts at one address', () => {
    expect(problemsAfter('blog.json', (blog) => blog.posts.push({ ...blog.posts[0], title: 'Another post' }))).toEqual(['src/content/data/blog.json: has two posts at one address: give each its own'])
  })

  it('names a bus stop whose walk ends before it starts', () => {
    expect(problemsAfter('getting-here.json', (file) => Object.assign(file.busStop, { walkFewest: 6, walkMost: 3 }))).toEqual([
      'src/content/data/getting-here.json › busStop: has a walk whose fewest minutes are more than its most: swap them',
    ])
  })

  it('names a picture that is not there', () => {
    expect(problemsAfter('evenings.json', (evenings) => Object.assign(evenings.weekly[1], { picture: 'photos/karaoke.jpg', pictureAlt: 'Guests singing at the bar' }))).toEqual([
      'src/content/data/evenings.json › Every week › karaoke › Picture: "photos/karaoke.jpg" is not there: upload it again, or choose another picture',
    ])
  })

  it('names a misspelt field instead of ignoring it', () => {
    expect(problemsAfter('menu.json', (menu) => (menu.food[0].items[1].soldout = true))).toEqual([
      'src/content/data/menu.json › Food › “Tacos” › Dishes and drinks › “Apotitaco” › soldout: is a field the site does not know: check its spelling, or remove it',
    ])
  })

  it('stops the build before it touches dist/, so the site that is live stays as it was', () => {
    const project = mkdtempSync(join(tmpdir(), 'amigo-refused-build-'))
    folders.push(project)
    for (const part of ['src', 'scripts', 'server', 'plugins', 'package.json', 'vite.config.ts', 'lingui.config.ts', 'tsconfig.json']) cpSync(part, join(project, part), { recursive: true })
    symlinkSync(resolve('node_modules'), join(project, 'node_modules'))
    mkdirSync(join(project, 'dist'))
    writeFileSync(join(project, 'dist', 'index.html'), 'the live site')
    const hoursFile = join(project, dataFolder, 'hours.json')
    writeFileSync(hoursFile, readFileSync(hoursFile, 'utf8').replace('"17:00"', '"25:00"'))
    const { status, stderr } = spawnSync(resolve('node_modules/.bin/node'), ['scripts/site/build.ts'], { cwd: project, encoding: 'utf8' })
    expect(status).toBe(1)
    expect(stderr).toContain('The build stops: a mistake in the owner’s files:')
    expect(stderr).toContain('src/content/data/hours.json › The week’s hours › tue, wed, thu › Opens: "25:00" is not a time')
    expect(existsSync(join(project, 'dist', 'index.html')) && readFileSync(join(project, 'dist', 'index.html'), 'utf8')).toBe('the live site')
  }, 30_000)
})
