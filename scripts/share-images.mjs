// Renders the share images (1200 × 630 PNG, one per page kind and language) that link previews show,
// from the site's artwork and typography. satori lays the card out as SVG with the fonts given as
// files, resvg paints it: no browser and no network are needed.
import { access, mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'
import { createRequire } from 'node:module'
import satori from 'satori'
import { Resvg } from '@resvg/resvg-js'
import UPNG from 'upng-js'

const require = createRequire(import.meta.url)
const size = { width: 1200, height: 630 }
const fontFile = (family, subset, weight) => require.resolve(`@fontsource/${family}/files/${family}-${subset}-${weight}-normal.woff`)

async function loadFonts() {
  const faces = [
    ['Alegreya', 'alegreya', 700],
    ['Rubik', 'rubik', 400],
    ['Rubik', 'rubik', 500],
  ]
  // satori keeps one face per name and weight, so each subset gets a name of its own and the
  // styles list them as a family (Latvian and Estonian letters are in latin-ext, Russian in cyrillic).
  return Promise.all(
    faces.flatMap(([name, family, weight]) =>
      subsets.map(async (subset) => ({ name: `${name} ${subset}`, weight, style: 'normal', data: await readFile(fontFile(family, subset, weight)) })),
    ),
  )
}

const subsets = ['latin', 'latin-ext', 'cyrillic']
const family = (name) => subsets.map((subset) => `${name} ${subset}`).join(', ')
const h = (type, style, children) => ({ type, props: { style, children } })

function card({ title, line, picture, logo, name, colors }) {
  return h('div', { display: 'flex', width: '100%', height: '100%', background: colors.night, position: 'relative' }, [
    { type: 'img', props: { src: picture, width: 760, height: 630, style: { position: 'absolute', right: 0, top: 0, width: 760, height: 630, objectFit: 'cover' } } },
    h('div', { position: 'absolute', left: 0, top: 0, width: 700, height: 630, display: 'flex', backgroundImage: `linear-gradient(90deg, ${colors.night} 62%, ${colors.night}00)` }, []),
    h('div', { position: 'absolute', left: 64, top: 56, bottom: 56, width: 560, display: 'flex', flexDirection: 'column', justifyContent: 'space-between' }, [
      h('div', { display: 'flex', alignItems: 'center', gap: 16 }, [
        { type: 'img', props: { src: logo, width: 60, height: 60 } },
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
async function sourceOf(src, outDir) {
  const built = join(outDir, src)
  if (await access(built).then(() => true, () => false)) return built
  const name = basename(src).replace(/-[\w-]{8}(\.\w+)$/, '$1')
  const found = (await readdir('src/assets', { recursive: true })).find((file) => basename(file) === name)
  if (!found) throw new Error(`No file for the share picture ${src}`)
  return join('src/assets', found)
}

/** Writes dist/share/{lang}/{kind}.png for every card; returns the files written. */
export async function renderShareImages({ cards, colors, restaurantName, outDir = 'dist' }) {
  const fonts = await loadFonts()
  // The logo's mark is the favicon: one drawing for the tab, the icons and the share images.
  const logo = `data:image/svg+xml;base64,${(await readFile('public/favicon.svg')).toString('base64')}`
  const pictures = new Map()
  const pictureData = async (src) => {
    if (!pictures.has(src)) pictures.set(src, `data:image/svg+xml;base64,${(await readFile(await sourceOf(src, outDir))).toString('base64')}`)
    return pictures.get(src)
  }
  const written = []
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
