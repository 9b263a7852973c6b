import { existsSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { DOMParser, type Element } from '@xmldom/xmldom'
import { PNG } from 'pngjs'
import { expect, test } from 'vitest'
import { address, email, geo, phone, rating, socialProfile } from '../../src/content/business'
import { openingHours } from '../../src/content/openingHours'
import { eventProblems, specialHoursProblems } from '../richResults'
import { formatPrice } from '../../src/i18n/formatPrice'
import { formatTime } from '../../src/i18n/formatTime'
import { languages, type Language } from '../../src/i18n/languages'
import { allSections, itemPrices } from '../../src/content/menu/menu'
import { prerenderedPaths, siteOrigin } from '../builtPages'
import { translation } from '../catalogText'

// What search engines, chat apps and AI assistants read: the prerendered files in dist/, as built
// (`npm test` runs this after the build).

const decode = (text: string) =>
  text.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')

/** The head's tags as attribute maps. React writes attributes double-quoted, one way. */
function headTags(html: string, tag: 'meta' | 'link') {
  const head = html.slice(0, html.indexOf('</head>'))
  return [...head.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'g'))].map(([, attributes]) =>
    Object.fromEntries([...attributes!.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name, value]) => [name!.toLowerCase(), decode(value!)])),
  )
}

const metaContent = (html: string, key: string) => headTags(html, 'meta').filter((meta) => meta.property === key || meta.name === key).map((meta) => meta.content)
const pageFile = (url: string) => {
  const path = url.slice(siteOrigin.length)
  return join('dist', path, path.endsWith('.png') || path.endsWith('.xml') ? '' : 'index.html')
}
const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(([, json]) => JSON.parse(json!))

/**
 * The Open Graph locale of each language, as the specification lists them (Mexican Spanish, not
 * Spain's), but British English, which the site writes (docs/decisions/0034-british-english.md).
 */
const specificationLocales: Record<Language, string> = { lv: 'lv_LV', es: 'es_MX', en: 'en_GB', ru: 'ru_RU', de: 'de_DE', et: 'et_EE', fi: 'fi_FI' }

const pages = languages.flatMap((language) => prerenderedPaths(language).map((path) => ({ language, path, html: readFileSync(join('dist', language, path, 'index.html'), 'utf8') })))

test('every page has its title, description, canonical, alternates, Open Graph and Twitter tags in its language', () => {
  expect(pages.length).toBeGreaterThanOrEqual(languages.length * 8)
  for (const { language, path, html } of pages) {
    const where = `/${language}${path}`
    const title = decode(html.match(/<title>([^<]*)<\/title>/)![1]!)
    const [description] = metaContent(html, 'description')
    expect(title.length, `${where} title "${title}"`).toBeLessThanOrEqual(60)
    expect(description!.length, `${where} description "${description}"`).toBeGreaterThanOrEqual(70)
    expect(description!.length, `${where} description`).toBeLessThanOrEqual(160)
    const links = headTags(html, 'link')
    const canonical = links.find((link) => link.rel === 'canonical')!.href!
    expect(canonical, where).toBe(`${siteOrigin}/${language}${path}`)
    const alternates = links.filter((link) => link.rel === 'alternate')
    expect(alternates.map((link) => link.hreflang).toSorted(), where).toEqual([...languages, 'x-default'].toSorted())
    for (const alternate of alternates) {
      expect(alternate.href!.startsWith(`${siteOrigin}/`), where).toBe(true)
      expect(existsSync(pageFile(alternate.href!)), `${where} → ${alternate.href}`).toBe(true)
    }
    expect(metaContent(html, 'og:title'), where).toEqual([title])
    expect(metaContent(html, 'og:description'), where).toEqual([description])
    expect(metaContent(html, 'og:url'), where).toEqual([canonical])
    expect(metaContent(html, 'og:site_name'), where).toEqual(['Amigo'])
    expect(metaContent(html, 'og:type'), where).toEqual([path.startsWith('/blog/') ? 'article' : 'website'])
    expect(metaContent(html, 'og:locale'), where).toEqual([specificationLocales[language]])
    expect(metaContent(html, 'og:locale:alternate').toSorted(), where).toEqual(languages.filter((other) => other !== language).map((other) => specificationLocales[other]).toSorted())
    const [image] = metaContent(html, 'og:image')
    expect(image, where).toMatch(new RegExp(`^${siteOrigin}/share/${language}/\\w+\\.png$`))
    expect(existsSync(pageFile(image!)), `${where} → ${image}`).toBe(true)
    expect(metaContent(html, 'og:image:width'), where).toEqual(['1200'])
    expect(metaContent(html, 'og:image:height'), where).toEqual(['630'])
    expect(metaContent(html, 'og:image:alt')[0]!.length, where).toBeGreaterThan(0)
    expect(metaContent(html, 'twitter:card'), where).toEqual(['summary_large_image'])
    expect(metaContent(html, 'twitter:image'), where).toEqual([image])
  }
})

test('a not-found page, an unknown blog post’s included, names no address of its own: no canonical, alternates or share address', () => {
  for (const language of languages) {
    for (const file of [`dist/${language}/404.html`, `dist/${language}/blog/404.html`]) {
      const html = readFileSync(file, 'utf8')
      expect(headTags(html, 'link').filter((link) => link.rel === 'canonical' || link.rel === 'alternate'), file).toEqual([])
      for (const key of ['og:url', 'og:image', 'twitter:image']) expect(metaContent(html, key), `${key} in ${file}`).toEqual([])
      expect(html.match(/<title>[^<]*<\/title>/g), file).toHaveLength(1)
    }
    expect(readFileSync(`dist/${language}/blog/404.html`, 'utf8')).toContain(`<title>${translation(language, 'Post not found — Amigo Riga')}</title>`)
  }
})

const repeated = (values: unknown[]) => values.filter((value, index) => values.indexOf(value) !== index)

test('titles and descriptions are unique across pages and languages', () => {
  const titles = pages.map(({ html }) => html.match(/<title>([^<]*)<\/title>/)![1])
  const descriptions = pages.map(({ html }) => metaContent(html, 'description')[0])
  expect(repeated(titles)).toEqual([])
  expect(repeated(descriptions)).toEqual([])
})

test('every page carries the restaurant as JSON-LD with the facts of the content source', () => {
  const firstRestaurant = jsonLd(pages[0]!.html).find((block) => block['@type'] === 'Restaurant')
  for (const { language, path, html } of pages) {
    const where = `/${language}${path}`
    const blocks = jsonLd(html)
    const restaurants = blocks.filter((block) => block['@type'] === 'Restaurant')
    expect(restaurants, where).toHaveLength(1)
    const restaurant = restaurants[0]
    expect(restaurant).toMatchObject({
      '@context': 'https://schema.org',
      '@id': `${siteOrigin}/#restaurant`,
      name: 'Amigo',
      telephone: phone.e164,
      email,
      priceRange: '€€',
      currenciesAccepted: 'EUR',
      servesCuisine: 'Mexican',
      acceptsReservations: true,
      sameAs: [socialProfile.url],
      hasMenu: { '@id': `${siteOrigin}/${language}/menu#menu` },
      address: { streetAddress: address.street, addressLocality: address.city, postalCode: address.postcode, addressCountry: address.country },
      geo: { latitude: geo.latitude, longitude: geo.longitude },
      aggregateRating: { ratingValue: rating.average, reviewCount: rating.reviewCount, bestRating: rating.best, worstRating: rating.worst },
    })
    expect(restaurant.paymentAccepted).toMatch(/cash/i)
    expect(restaurant.paymentAccepted).toMatch(/credit card/i)
    expect(restaurant.image).toMatch(/^https?:\/\//)
    expect(restaurant.logo).toMatch(/^https?:\/\//)
    expect(restaurant.openingHoursSpecification).toEqual(
      openingHours.map((period) => expect.objectContaining({ opens: period.opens, closes: period.closes, dayOfWeek: expect.any(Array) })),
    )
    // The same special hours on every page, each as Google's results read it. Which ones, from the
    // owner's file: tests/unit/injectedDays.test.ts renders them with a holiday injected.
    expect(restaurant.specialOpeningHoursSpecification, where).toEqual(firstRestaurant.specialOpeningHoursSpecification)
    expect((restaurant.specialOpeningHoursSpecification ?? []).flatMap(specialHoursProblems), where).toEqual([])
    // The home page has none; any other page leads from home to itself, through the blog for a post.
    const items = blocks.find((block) => block['@type'] === 'BreadcrumbList')?.itemListElement
    const breadcrumbs = items && { length: items.length, first: items[0].item, last: items.at(-1).item }
    expect(breadcrumbs, where).toEqual(
      path === '/' ? undefined : { length: path.startsWith('/blog/') ? 3 : 2, first: `${siteOrigin}/${language}/`, last: `${siteOrigin}/${language}${path}` },
    )
  }
})

/** The schema.org events of a page (src/seo/eventsData.ts writes them as one graph). */
const eventsOf = (html: string) => jsonLd(html).flatMap((block) => (block['@graph'] as Record<string, unknown>[] | undefined) ?? []).filter((node) => String(node['@type']).endsWith('Event'))

const startDates = (html: string) => eventsOf(html).map((event) => event.startDate)

// Which evenings, from the owner's file (sample times left out): tests/unit/injectedDays.test.ts and
// tests/unit/eventsData.test.ts, with evenings injected.
test('the visit page carries the same events in every language, each valid for Google; no other page carries any', () => {
  const elsewhere = pages.filter(({ path }) => path !== '/visit').flatMap(({ language, path, html }) => eventsOf(html).map(() => `/${language}${path}`))
  expect(elsewhere).toEqual([])
  const visitPages = pages.filter(({ path }) => path === '/visit')
  for (const { language, html } of visitPages) {
    expect(startDates(html), language).toEqual(startDates(visitPages[0]!.html))
    expect(eventsOf(html).flatMap((event) => eventProblems(event)), language).toEqual([])
  }
})

test('the menu page links its Menu to the restaurant, and the post is a BlogPosting in its language', () => {
  for (const language of languages) {
    const menuPage = pages.find((page) => page.language === language && page.path === '/menu')!
    const menu = jsonLd(menuPage.html).find((block) => block['@type'] === 'Menu')
    expect(menu['@id']).toBe(`${siteOrigin}/${language}/menu#menu`)
    const posts = pages.filter((page) => page.language === language && page.path.startsWith('/blog/'))
    expect(posts.length).toBeGreaterThan(0)
    for (const post of posts) {
      const posting = jsonLd(post.html).find((block) => block['@type'] === 'BlogPosting')
      expect(posting).toMatchObject({ inLanguage: language, author: { '@id': `${siteOrigin}/#restaurant` }, datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) })
      expect(posting.headline).toBe(metaContent(post.html, 'og:title')[0])
    }
  }
})

/** The sitemap's entries, and the parser's complaints: any error or warning means it is not well-formed XML. */
function parseSitemap(xml: string) {
  const complaints: string[] = []
  try {
    const document = new DOMParser({ onError: (level, message) => void complaints.push(`${level}: ${message}`) }).parseFromString(xml, 'application/xml')
    const urls = [...document.getElementsByTagName('url')].map((url: Element) => ({
      loc: url.getElementsByTagName('loc')[0]!.textContent!,
      alternates: [...url.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')].map((link: Element) => link.getAttribute('href')!),
    }))
    return { complaints, urls }
  } catch {
    // A fatal error was reported to onError before the parser gave up.
    return { complaints, urls: [] }
  }
}

test('the sitemap is valid XML listing exactly the prerendered pages, with alternates that exist; robots.txt names it', () => {
  const { complaints, urls } = parseSitemap(readFileSync('dist/sitemap.xml', 'utf8'))
  expect(complaints).toEqual([])
  expect(urls.map((url) => url.loc).toSorted()).toEqual(pages.map(({ language, path }) => `${siteOrigin}/${language}${path}`).toSorted())
  for (const url of urls) {
    expect(url.alternates).toHaveLength(languages.length + 1)
    for (const alternate of url.alternates) expect(existsSync(pageFile(alternate)), alternate).toBe(true)
  }
  expect(readFileSync('dist/robots.txt', 'utf8')).toContain(`Sitemap: ${siteOrigin}/sitemap.xml`)
})

test('the sitemap check itself rejects a file that is not well-formed, or names an entity XML does not know', () => {
  expect(parseSitemap('<urlset><url><loc>a</loc></urlset>').complaints).toHaveLength(1)
  expect(parseSitemap('<urlset><url><loc>&nbsp;</loc></url></urlset>').complaints).toHaveLength(1)
})

test('share images exist for every page kind and language at 1200 × 630, under 200 KB, and are not blank', () => {
  for (const language of languages) {
    for (const kind of ['home', 'menu', 'about', 'visit', 'post']) {
      const file = `dist/share/${language}/${kind}.png`
      expect(statSync(file).size, file).toBeLessThan(200 * 1024)
      const png = PNG.sync.read(readFileSync(file))
      expect([png.width, png.height], file).toEqual([1200, 630])
    }
  }
  const { data } = PNG.sync.read(readFileSync('dist/share/lv/home.png'))
  const colours = new Set<number>()
  for (let offset = 0; offset < data.length; offset += 4 * 97) colours.add(data.readUInt32BE(offset))
  expect(colours.size).toBeGreaterThan(20)
})

test('llms.txt states the hours, phone and taco prices of the content source, in each language', () => {
  const tacos = allSections().find((section) => section.id === 'tacos')!
  expect(readFileSync('dist/llms.txt', 'utf8')).toContain('/lv/llms.txt')
  for (const language of languages) {
    const text = readFileSync(`dist/${language}/llms.txt`, 'utf8')
    expect(text).toContain(phone.display)
    expect(text).toContain(email)
    for (const period of openingHours) expect(text).toContain(`${formatTime(language, period.opens)}–${formatTime(language, period.closes)}`)
    // The coming exceptions and evenings: tests/unit/injectedDays.test.ts, with one of each injected.
    for (const item of tacos.items) expect(text).toContain(itemPrices(item).map((cents) => formatPrice(language, cents)).join(' / '))
    expect(text).toContain(`${siteOrigin}/${language}/menu`)
  }
})
