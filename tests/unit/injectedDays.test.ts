import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { EveningsFile } from '../../src/content/schema/evenings'
import type { HoursFile } from '../../src/content/schema/hours'

// A holiday, a private event, holiday hours and a single evening, injected into the owner's files
// in place of what they hold today (often nothing), then every output that shows them rendered as
// the build renders it: the visit page's list and structured data, the printed menu's header, the
// offline page and llms.txt. No extra build (`npm test` has one): the server renderer runs here.

const today = new Date('2026-12-07T12:00:00+02:00')

vi.mock('../../src/content/data/hours.json', async (importOriginal) => {
  const { default: hours } = await importOriginal<{ default: HoursFile }>()
  const exceptions: HoursFile['exceptions'] = [
    { date: '2026-12-01', closed: true, reason: 'privateEvent' },
    { date: '2026-12-09', closed: true, reason: 'privateEvent' },
    { from: '2026-12-24', to: '2026-12-26', closed: true, reason: 'publicHoliday' },
    { date: '2026-12-31', opens: '18:00', closes: '03:00', reason: 'holidayHours' },
  ]
  return { default: { ...hours, exceptions } }
})

vi.mock('../../src/content/data/evenings.json', async (importOriginal) => {
  const { default: evenings } = await importOriginal<{ default: EveningsFile }>()
  const dated: EveningsFile['dated'] = [{ date: '2026-12-12', kind: 'match', starts: '20:00', ends: '23:00' }]
  return { default: { ...evenings, dated } }
})

vi.useFakeTimers({ now: today, toFake: ['Date'] })
const { renderPage } = await import('../../src/entry-server')
const { siteFileTexts } = await import('../../src/seo/siteFileTexts')

const origin = 'https://amigo.example'
const pages: Record<string, string> = {}
beforeAll(async () => {
  for (const path of ['/lv/visit', '/en/visit', '/lv/menu', '/lv/offline']) pages[path] = (await renderPage(`${origin}${path}`)).html
})

/** An element's text, tags dropped and spaces folded, as a reader of the page or of paper meets it. */
const textOf = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<[^>]+>/g, ' ').replace(/&nbsp;|\u00a0/g, ' ').replace(/\s+/g, ' ').trim()
/** The page's own content, without the header's and footer's. */
const mainOf = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'))
const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(([, json]) => JSON.parse(json!))

describe('a holiday, a private event and holiday hours, injected', { timeout: 30_000 }, () => {
  it('the page’s structured data announces those not over, as search engines read them', () => {
    const restaurant = jsonLd(pages['/lv/visit']!).find((block) => block['@type'] === 'Restaurant')
    expect(restaurant.specialOpeningHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', validFrom: '2026-12-09', validThrough: '2026-12-09', opens: '00:00', closes: '00:00' },
      { '@type': 'OpeningHoursSpecification', validFrom: '2026-12-24', validThrough: '2026-12-26', opens: '00:00', closes: '00:00' },
      { '@type': 'OpeningHoursSpecification', validFrom: '2026-12-31', validThrough: '2026-12-31', opens: '18:00', closes: '03:00' },
    ])
  })

  it('llms.txt lists them under their heading, by ISO days, in each language', async () => {
    const { llms } = await siteFileTexts()
    expect(llms.en).toContain(
      ['### Special hours', '- 9 Dec (2026-12-09): Closed · Private event', '- 24–26 Dec (2026-12-24/2026-12-26): Closed · Public holiday', '- 31 Dec (2026-12-31): 18:00–03:00 · Holiday hours'].join('\n'),
    )
    expect(llms.lv).toContain('(2026-12-24/2026-12-26): Slēgts · Svētku diena')
    expect(llms.en).not.toContain('2026-12-01')
  })

  it('the visit page lists those not over, and the evening', () => {
    const visit = textOf(mainOf(pages['/en/visit']!))
    expect(visit).toContain('Special hours 9 Dec Closed Private event 24–26 Dec Closed Public holiday 31 Dec 18:00–03:00 Holiday hours')
    expect(visit).toContain('Coming up 12 Dec Match on the big screen 20:00–23:00')
    expect(visit).not.toMatch(/(^|\s)1 Dec/)
  })

  it('the printed menu’s header lists them', () => {
    const page = pages['/lv/menu']!
    const header = page.slice(page.search(/<div[^>]*data-print-header/), page.indexOf('</header>', page.search(/<div[^>]*data-print-header/)))
    expect(textOf(header)).toContain('Izmaiņas darba laikā 9. dec. Slēgts (Privāts pasākums) 24.–26. dec. Slēgts (Svētku diena) 31. dec. 18:00–03:00 (Svētku darba laiks)')
  })

  it('the offline page lists them', () => {
    expect(textOf(mainOf(pages['/lv/offline']!))).toContain('Izmaiņas darba laikā 9. dec. Slēgts Privāts pasākums 24.–26. dec. Slēgts Svētku diena 31. dec. 18:00–03:00 Svētku darba laiks')
  })
})

describe('a single evening, injected', { timeout: 30_000 }, () => {
  it('the visit page’s structured data carries it as an event', () => {
    const events = jsonLd(pages['/en/visit']!).flatMap((block) => block['@graph'] ?? []).filter((node: { '@type': string }) => node['@type'].endsWith('Event'))
    expect(events).toContainEqual(expect.objectContaining({ startDate: '2026-12-12T20:00:00+02:00', endDate: '2026-12-12T23:00:00+02:00' }))
  })

  it('llms.txt lists it by its date', async () => {
    const { llms } = await siteFileTexts()
    expect(llms.en).toContain('\n- 2026-12-12: Match on the big screen 20:00–23:00\n')
  })
})
