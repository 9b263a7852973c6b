// Writes the files beside the pages that search engines, browsers and AI assistants read:
// sitemap.xml with language alternates, robots.txt, the web app manifest and its icons, and llms.txt
// (one at the root, one per language). Every fact comes from the content source via the server entry.
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { Resvg } from '@resvg/resvg-js'
import type { Language } from '../../src/i18n/languages.ts'
import type { SiteFileTexts } from '../../src/seo/siteFileTexts.ts'
import type { siteIcons } from '../../src/seo/siteIcons.ts'
import type { tokens } from '../../src/design/tokens.ts'

type Colors = typeof tokens.color

const xmlEscape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

export function sitemapXml({ origin, languages, localizedPaths }: { origin: string; languages: readonly string[]; localizedPaths: readonly string[] }): string {
  const url = (language: string, path: string) => `${origin}/${language}${path}`
  const entries = languages.flatMap((language) =>
    localizedPaths.map((path) => {
      const alternates = [
        ...languages.map((other) => `<xhtml:link rel="alternate" hreflang="${other}" href="${xmlEscape(url(other, path))}"/>`),
        `<xhtml:link rel="alternate" hreflang="x-default" href="${xmlEscape(`${origin}${path}`)}"/>`,
      ]
      return `<url><loc>${xmlEscape(url(language, path))}</loc>${alternates.join('')}</url>`
    }),
  )
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`
}

/** The mark on a square: full size, or in the middle 60 % for the maskable icon's safe zone. */
function icon(markSvg: string, size: number, { background, inset = 0.1 }: { background: string; inset?: number }): Buffer {
  const markSize = Math.round(size * (1 - 2 * inset))
  const offset = Math.round((size - markSize) / 2)
  const mark = `data:image/svg+xml;base64,${Buffer.from(markSvg).toString('base64')}`
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="${size}" height="${size}" fill="${background}"/><image href="${mark}" x="${offset}" y="${offset}" width="${markSize}" height="${markSize}"/></svg>`
  return new Resvg(svg).render().asPng()
}

interface SiteFilesInput {
  texts: SiteFileTexts
  languages: readonly Language[]
  localizedPaths: readonly string[]
  icons: typeof siteIcons
  colors: Colors
  outDir?: string
}

/** Writes files at their addresses under `outDir` ("/lv/calendar/…" → dist/lv/calendar/…). */
export async function writeFiles(files: readonly { path: string; body: string }[], outDir = 'dist'): Promise<void> {
  for (const { path, body } of files) {
    await mkdir(dirname(join(outDir, path)), { recursive: true })
    await writeFile(join(outDir, path), body)
  }
}

export async function writeSiteFiles({ texts, languages, localizedPaths, icons, colors, outDir = 'dist' }: SiteFilesInput): Promise<void> {
  const write = async (file: string, content: string | Buffer) => {
    await mkdir(dirname(join(outDir, file)), { recursive: true })
    await writeFile(join(outDir, file), content)
  }
  const { origin, llms, appName } = texts
  await write('sitemap.xml', sitemapXml({ origin, languages, localizedPaths }))
  await write('robots.txt', `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`)
  for (const language of languages) await write(`${language}/llms.txt`, llms[language])
  const others = languages.map((language) => `- ${language}: ${origin}/${language}/llms.txt`).join('\n')
  await write('llms.txt', `${llms.en}\n## Languages\n${others}\n`)

  const mark = await readFile('public/favicon.svg', 'utf8')
  await write(icons.appleTouch, icon(mark, 180, { background: colors.page }))
  await write(icons.small, icon(mark, 192, { background: colors.page }))
  await write(icons.large, icon(mark, 512, { background: colors.page }))
  await write(icons.maskable, icon(mark, 512, { background: colors.night, inset: 0.22 }))
  const manifest = {
    name: appName,
    short_name: 'Amigo',
    start_url: '/',
    display: 'standalone',
    theme_color: colors.night,
    background_color: colors.page,
    icons: [
      { src: icons.svg, sizes: 'any', type: 'image/svg+xml' },
      { src: icons.small, sizes: '192x192', type: 'image/png' },
      { src: icons.large, sizes: '512x512', type: 'image/png' },
      { src: icons.maskable, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  }
  await write(icons.manifest, `${JSON.stringify(manifest, null, 2)}\n`)
}
