import type { MessageDescriptor } from '@lingui/core'
import picturesFile from './data/pictures.json' with { type: 'json' }
import { dataMessage } from './dataMessage.ts'
import { pictureSlots, type PictureSlot } from './schema/choices.ts'
import type { PicturesFile } from './schema/pictures.ts'
import { textRoles } from './schema/textRoles.ts'
import { withoutBlanks } from './schema/withoutBlanks.ts'
import { msg } from '@lingui/core/macro'
import hero from '../assets/site-art/hero.svg?url'
import storefront from '../assets/site-art/storefront.svg?url'
import storefrontNight from '../assets/site-art/storefront.night.svg?url'
import interior from '../assets/site-art/interior.svg?url'
import interiorNight from '../assets/site-art/interior.night.svg?url'
import teamChef from '../assets/site-art/team-chef.svg?url'
import teamChefNight from '../assets/site-art/team-chef.night.svg?url'
import teamStaff from '../assets/site-art/team-staff.svg?url'
import teamStaffNight from '../assets/site-art/team-staff.night.svg?url'
import teamBartender from '../assets/site-art/team-bartender.svg?url'
import tacoAmigo from '../assets/site-art/taco-amigo.svg?url'
import tacoAmigoNight from '../assets/site-art/taco-amigo.night.svg?url'
import apotitaco from '../assets/site-art/apotitaco.svg?url'
import apotitacoNight from '../assets/site-art/apotitaco.night.svg?url'
import tacoPapi from '../assets/site-art/taco-papi.svg?url'
import tacoPapiNight from '../assets/site-art/taco-papi.night.svg?url'
import worldTable from '../assets/site-art/blog-world-table.svg?url'

export interface Picture {
  /** URL of the file (hashed at build). */
  src: string
  /**
   * A drawing's night variant: its pastel ground in deep tones, the same line art, shown when the
   * visitor's system is set to dark (docs/decisions/0021-night-variants-of-drawings.md). Photos have none.
   */
  nightSrc?: string
  /** Intrinsic size: the page reserves the box before the file arrives. */
  width: number
  height: number
  /** What the picture shows, for screen readers. */
  alt: MessageDescriptor
  /** A photograph's other sizes and formats: `srcSet` for `src`'s format, and each modern format's (AVIF, WebP) by its type. */
  srcSet?: string
  sources?: readonly { type: string; srcSet: string }[]
  /** How wide the place is drawn, for the browser's choice among the sizes. */
  sizes?: string
}

/**
 * Every picture of the pages outside the menu, once. The drawings are originals made for the site;
 * a photograph the owner puts in a place (src/content/data/pictures.json) takes its drawing's place.
 */
const drawings = {
  hero: {
    src: hero,
    width: 1600,
    height: 900,
    alt: msg({ message: 'An evening at Amigo: papel picado and string lights over the bar, tacos and margaritas on the table.', comment: 'Alternative text of a picture on the site, read by screen readers. Terms: tacos, margarita — see the glossary in docs/translating.md.' }),
  },
  storefront: {
    src: storefront,
    nightSrc: storefrontNight,
    width: 1200,
    height: 800,
    alt: msg({ message: 'Amigo’s storefront on a street in central Riga, with a striped awning, plants and warm light in the windows.', comment: 'Alternative text of a picture on the site, read by screen readers' }),
  },
  interior: {
    src: interior,
    nightSrc: interiorNight,
    width: 1200,
    height: 800,
    alt: msg({ message: 'Inside Amigo: wooden tables under pendant lamps, colourful tiles, plants and the bar.', comment: 'Alternative text of a picture on the site, read by screen readers' }),
  },
  teamChef: {
    src: teamChef,
    nightSrc: teamChefNight,
    width: 600,
    height: 600,
    alt: msg({ message: 'Drawing of our chef and owner in chef’s whites, with a stone molcajete.', comment: 'Alternative text of a picture on the site, read by screen readers. Terms: chef — see the glossary in docs/translating.md.' }),
  },
  teamStaff: {
    src: teamStaff,
    nightSrc: teamStaffNight,
    width: 600,
    height: 600,
    alt: msg({ message: 'Drawing of our waiting staff carrying trays of tacos and drinks.', comment: 'Alternative text of a picture on the site, read by screen readers. Terms: tacos — see the glossary in docs/translating.md.' }),
  },
  teamBartender: {
    src: teamBartender,
    width: 600,
    height: 600,
    alt: msg({ message: 'Drawing of our bartender and owner shaking a cocktail behind the bar.', comment: 'Alternative text of a picture on the site, read by screen readers. Terms: cocktails, bartender — see the glossary in docs/translating.md.' }),
  },
  // The menu's own drawing of Taco Amigo, with its alt text.
  tacoAmigo: {
    src: tacoAmigo,
    nightSrc: tacoAmigoNight,
    width: 600,
    height: 400,
    alt: msg({
      message: 'Taco Amigo: pork al pastor on its spit, crowned with a pineapple, beside a plate of tacos with pineapple, onion and coriander.',
      comment: 'Alternative text of a picture on the site, read by screen readers. Terms: tacos — see the glossary in docs/translating.md.',
    }),
  },
  apotitaco: {
    src: apotitaco,
    nightSrc: apotitacoNight,
    width: 600,
    height: 400,
    alt: msg({ message: 'Apotitaco: chipotle chicken tacos standing on a wooden board, with avocado cream and pickled red onion.', comment: 'Alternative text of a picture on the site, read by screen readers. Terms: tacos, chipotle — see the glossary in docs/translating.md.' }),
  },
  tacoPapi: {
    src: tacoPapi,
    nightSrc: tacoPapiNight,
    width: 600,
    height: 400,
    alt: msg({ message: 'Taco Papi: grilled steak and prawns sizzling on an iron plate, with guacamole, salsa macha and a taco.', comment: 'Alternative text of a picture on the site, read by screen readers. Terms: tacos, guacamole — see the glossary in docs/translating.md.' }),
  },
  worldTable: {
    src: worldTable,
    width: 1200,
    height: 675,
    alt: msg({ message: 'A long shared table seen from above: many hands raising glasses over plates of Mexican food and small paper flags.', comment: 'Alternative text of a picture on the site, read by screen readers' }),
  },
} as const satisfies Record<PictureSlot, Picture>

/** How wide each place is drawn, for the browser to choose a photograph's size (`sizes`). */
export const pictureSizes: Record<PictureSlot, string> = {
  hero: '100vw',
  storefront: '(min-width: 1024px) 50vw, 100vw',
  interior: '(min-width: 1024px) 50vw, 100vw',
  teamChef: '(min-width: 740px) 33vw, 100vw',
  teamStaff: '(min-width: 740px) 33vw, 100vw',
  teamBartender: '(min-width: 740px) 33vw, 100vw',
  tacoAmigo: '(min-width: 740px) 33vw, 100vw',
  apotitaco: '(min-width: 740px) 33vw, 100vw',
  tacoPapi: '(min-width: 740px) 33vw, 100vw',
  worldTable: '(min-width: 1024px) 960px, 100vw',
}

/**
 * The owner's photographs, each made at build in the widths a place may need (never wider than
 * taken) as AVIF, WebP and JPEG by vite-imagetools (sharp). `picture` gives the sources per format
 * and the largest JPEG as the fallback.
 */
const photoFiles = import.meta.glob<{ sources: Record<string, string>; img: { src: string; w: number; h: number } }>('./photos/*.{jpg,jpeg,png,webp,avif,JPG,JPEG,PNG}', {
  eager: true,
  query: { w: '360;640;960;1280;1920', format: 'avif;webp;jpg', as: 'picture' },
  import: 'default',
})

/** A srcset with each width once: a photograph narrower than a width asked for is given at its own, several times. */
const eachWidthOnce = (srcSet: string) => {
  const seen = new Set<string>()
  return srcSet
    .split(', ')
    .filter((candidate) => {
      const width = candidate.split(' ').pop() ?? ''
      return !seen.has(width) && seen.add(width)
    })
    .join(', ')
}

const types: Record<string, string> = { avif: 'image/avif', webp: 'image/webp' }

/** A photograph in a place of this shape and width on the page; its alt text as the catalogs hold it. */
function photoOf(file: string, alt: MessageDescriptor, place: { width: number; height: number; sizes: string }): Picture {
  const made = photoFiles[`./${file}`]
  if (!made) throw new Error(`The photograph ${file} is not in src/content/photos/`)
  const { jpeg, jpg, ...modern } = made.sources
  return {
    src: made.img.src,
    // The place keeps its shape: the photograph covers it, cropped at its edges.
    ...place,
    alt,
    srcSet: eachWidthOnce(jpg ?? jpeg ?? ''),
    sources: Object.entries(modern).map(([format, srcSet]) => ({ type: types[format] ?? `image/${format}`, srcSet: eachWidthOnce(srcSet) })),
  }
}

const photoIn = (slot: PictureSlot, file: string, alt: string): Picture =>
  photoOf(file, dataMessage(alt, textRoles.photoAlt), { width: drawings[slot].width, height: drawings[slot].height, sizes: pictureSizes[slot] })

/** An evening's photograph (src/content/data/evenings.json), on its card: two abreast from a tablet on. */
export const eveningPhoto = (file: string, alt: string): Picture =>
  photoOf(file, dataMessage(alt, textRoles.eveningPicture), { width: 1200, height: 675, sizes: '(min-width: 740px) 50vw, 100vw' })

const photos = (withoutBlanks(picturesFile) as PicturesFile).photos
export const pictures: Record<PictureSlot, Picture> = Object.fromEntries(
  pictureSlots.map((slot) => {
    const photo = photos.find((candidate) => candidate.slot === slot)
    return [slot, photo ? photoIn(slot, photo.file, photo.alt) : drawings[slot]]
  }),
) as Record<PictureSlot, Picture>

export type PictureName = PictureSlot
