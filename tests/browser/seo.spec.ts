import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { PNG } from 'pngjs'
import { address, email, geo, phone, rating, socialProfile } from '../../src/content/business'
import { openingHours } from '../../src/content/openingHours'
import { formatPrice } from '../../src/i18n/formatPrice'
import { formatTime } from '../../src/i18n/formatTime'
import { languageInfo } from '../../src/i18n/languages'
import { menuSnapshotPath, type SectionSnapshot } from './globalSetup'
import { expect, languages, siteOrigin, test, translation, type Language } from './site'

// What search engines, chat apps and AI assistants read: the prerendered files in dist/, as built.

/** Every prerendered page of a language, as the build wrote it: "/", "/menu", "/blog/…". */
function prerenderedPaths(language: Language): string[] {
  return readdirSync(join('dist', language), { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('index.html'))
    .map((file) => `/${file.replace(/index\.html$/, '')}`.replace(/(.)\/$/, '$1'))
    .toSorted()
}

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
    expect(metaContent(html, 'og:locale'), where).toEqual([languageInfo[language].ogLocale])
    expect(metaContent(html, 'og:locale:alternate').toSorted(), where).toEqual(languages.filter((other) => other !== language).map((other) => languageInfo[other].ogLocale).toSorted())
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
    expect(readFileSync(`dist/${language}/blog/404.html`, 'utf8')).toContain(`<title>${translation(language, 'Article not found')} — Amigo</title>`)
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
    const breadcrumbs = blocks.find((block) => block['@type'] === 'BreadcrumbList')
    if (path === '/') expect(breadcrumbs, where).toBeUndefined()
    else {
      const items = breadcrumbs.itemListElement
      expect(items.length, where).toBe(path.startsWith('/blog/') ? 3 : 2)
      expect(items[0].item, where).toBe(`${siteOrigin}/${language}/`)
      expect(items.at(-1).item, where).toBe(`${siteOrigin}/${language}${path}`)
    }
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

test('the sitemap is valid XML listing exactly the prerendered pages, with alternates that exist; robots.txt names it', async ({ page }) => {
  const xml = readFileSync('dist/sitemap.xml', 'utf8')
  const parsed = await page.evaluate((text) => {
    const document = new DOMParser().parseFromString(text, 'application/xml')
    if (document.querySelector('parsererror')) return null
    return [...document.getElementsByTagName('url')].map((url) => ({
      loc: url.getElementsByTagName('loc')[0]!.textContent!,
      alternates: [...url.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')].map((link) => link.getAttribute('href')!),
    }))
  }, xml)
  expect(parsed).not.toBeNull()
  expect(parsed!.map((url) => url.loc).toSorted()).toEqual(pages.map(({ language, path }) => `${siteOrigin}/${language}${path}`).toSorted())
  for (const url of parsed!) {
    expect(url.alternates).toHaveLength(languages.length + 1)
    for (const alternate of url.alternates) expect(existsSync(pageFile(alternate)), alternate).toBe(true)
  }
  expect(readFileSync('dist/robots.txt', 'utf8')).toContain(`Sitemap: ${siteOrigin}/sitemap.xml`)
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
  const sections: SectionSnapshot[] = JSON.parse(readFileSync(menuSnapshotPath, 'utf8'))
  const tacos = sections.find((section) => section.id === 'tacos')!
  expect(readFileSync('dist/llms.txt', 'utf8')).toContain('/lv/llms.txt')
  for (const language of languages) {
    const text = readFileSync(`dist/${language}/llms.txt`, 'utf8')
    expect(text).toContain(phone.display)
    expect(text).toContain(email)
    for (const period of openingHours) expect(text).toContain(`${formatTime(language, period.opens)}–${formatTime(language, period.closes)}`)
    for (const item of tacos.items) expect(text).toContain(item.prices.map((cents) => formatPrice(language, cents)).join(' / '))
    expect(text).toContain(`${siteOrigin}/${language}/menu`)
  }
})
