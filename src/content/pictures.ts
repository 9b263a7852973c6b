import type { MessageDescriptor } from '@lingui/core'
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
}

/**
 * Every picture of the pages outside the menu, once. The drawings are originals made for the site;
 * to use a photo instead, put the file in src/assets/ and change its entry here (docs/owner.md, "Pictures").
 */
export const pictures = {
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
} as const satisfies Record<string, Picture>

export type PictureName = keyof typeof pictures
