// Renders the share images (1200 × 630 PNG, one per page kind and language) that link previews show,
// from the site's artwork and typography. satori lays the card out as SVG with the fonts given as
// files, resvg paints it: no browser and no network are needed.
import { access, mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'
import { createRequire } from 'node:module'
import satori from 'satori'
import { Resvg } from '@resvg/resvg-js'
import UPNG from 'upng-js'
import type { ReactElement } from 'react'
import type { ShareCardText } from '../../src/seo/shareCardTexts.ts'
import type { tokens } from '../../src/design/tokens.ts'

type Colors = typeof tokens.color

const require = createRequire(import.meta.url)
const size = { width: 1200, height: 630 }
const fontFile = (family: string, subset: string, weight: number) => require.resolve(`@fontsource/${family}/files/${family}-${subset}-${weight}-normal.woff`)

async function loadFonts() {
  const faces: [string, string, 400 | 500 | 700][] = [
    ['Alegreya', 'alegreya', 700],
    ['Rubik', 'rubik', 400],
    ['Rubik', 'rubik', 500],
  ]
  // satori keeps one face per name and weight, so each subset gets a name of its own and the
  // styles list them as a family (Latvian and Estonian letters are in latin-ext, Russian in cyrillic).
  return Promise.all(
    faces.flatMap(([name, family, weight]) =>
      subsets.map(async (subset) => ({ name: `${name} ${subset}`, weight, style: 'normal' as const, data: await readFile(fontFile(family, subset, weight)) })),
    ),
  )
}

const subsets = ['latin', 'latin-ext', 'cyrillic']
const family = (name: string) => subsets.map((subset) => `${name} ${subset}`).join(', ')
/** A satori element: what JSX would make, without JSX in a build script. */
type CardElement = ReactElement<Record<string, unknown>>
const element = (type: string, props: Record<string, unknown>): CardElement => ({ type, props, key: null })
const h = (type: string, style: Record<string, unknown>, children: CardElement[] | string) => element(type, { style, children })

function card({ title, line, picture, logo, name, colors }: { title: string; line: string; picture: string; logo: string; name: string; colors: Colors }): CardElement {
  return h('div', { display: 'flex', width: '100%', height: '100%', background: colors.night, position: 'relative' }, [
    element('img', { src: picture, width: 760, height: 630, style: { position: 'absolute', right: 0, top: 0, width: 760, height: 630, objectFit: 'cover' } }),
    h('div', { position: 'absolute', left: 0, top: 0, width: 700, height: 630, display: 'flex', backgroundImage: `linear-gradient(90deg, ${colors.night} 62%, ${colors.night}00)` }, []),
    h('div', { position: 'absolute', left: 64, top: 56, bottom: 56, width: 560, display: 'flex', flexDirection: 'column', justifyContent: 'space-between' }, [
      h('div', { display: 'flex', alignItems: 'center', gap: 16 }, [
        element('img', { src: logo, width: 60, height: 60 }),
        h('div', { fontFamily: family('Alegreya'), fontWeight: 700, fontSize: 52, color: colors.onNight }, name),
      ]),
      h('div', { display: 'flex', flexDirection: 'column', gap: 20 }, [
        h('div', { fontFamily: family('Alegreya'), fontWeight: 700, fontSize: title.length > 40 ? 54 : 64, lineHeight: 1.08, color: colors.onNight }, title),
        h('div', { fontFamily: family('Rubik'), fontWeight: 400, fontSize: 28, lineHeight: 1.35, color: colors.onNightMuted }, line),
      ]),
      h('div', { width: 120, height: 8, borderRadius: 4, background: colors.brand, display: 'flex' }, []),
    ]),
  ])
}

/**
 * The file behind a built picture URL: the client build's copy, or, for a picture no page shows yet,
 * the source drawing the hashed name came from ("/assets/hero-Bz7aDPxa.svg" → src/assets/…/hero.svg).
 */
async function sourceOf(src: string, outDir: string): Promise<string> {
  const built = join(outDir, src)
  if (await access(built).then(() => true, () => false)) return built
  const name = basename(src).replace(/-[\w-]{8}(\.\w+)$/, '$1')
  const found = (await readdir('src/assets', { recursive: true })).find((file) => basename(file) === name)
  if (!found) throw new Error(`No file for the share picture ${src}`)
  return join('src/assets', found)
}

/** Writes dist/share/{lang}/{kind}.png for every card; returns the files written. */
export async function renderShareImages({ cards, colors, restaurantName, outDir = 'dist' }: { cards: ShareCardText[]; colors: Colors; restaurantName: string; outDir?: string }) {
  const fonts = await loadFonts()
  // The logo's mark is the favicon: one drawing for the tab, the icons and the share images.
  const logo = `data:image/svg+xml;base64,${(await readFile('public/favicon.svg')).toString('base64')}`
  const pictures = new Map<string, string>()
  const pictureData = async (src: string) => {
    const known = pictures.get(src)
    if (known) return known
    // A drawing, or the owner's photograph (its largest JPEG), which satori reads as well.
    const type = src.endsWith('.svg') ? 'image/svg+xml' : 'image/jpeg'
    const data = `data:${type};base64,${(await readFile(await sourceOf(src, outDir))).toString('base64')}`
    pictures.set(src, data)
    return data
  }
  const written: { file: string; bytes: number }[] = []
  for (const { language, kind, title, line, pictureSrc } of cards) {
    const svg = await satori(card({ title, line, picture: await pictureData(pictureSrc), logo, name: restaurantName, colors }), { ...size, fonts })
    const rendered = new Resvg(svg, { fitTo: { mode: 'width', value: size.width }, font: { loadSystemFonts: false } }).render()
    // 256 colours: the flat drawings and two text colours lose nothing visible, and the file drops under 200 KB.
    const png = Buffer.from(UPNG.encode([new Uint8Array(rendered.pixels).buffer], rendered.width, rendered.height, 256))
    const file = join(outDir, 'share', language, `${kind}.png`)
    await mkdir(dirname(file), { recursive: true })
    await writeFile(file, png)
    written.push({ file, bytes: png.length })
  }
  return written
}
