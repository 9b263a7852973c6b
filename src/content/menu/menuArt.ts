import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { MenuArtName } from './menuTypes'
import tacos from '../../assets/menu-art/tacos.svg?url'
import tacosNight from '../../assets/menu-art/tacos.night.svg?url'
import burrito from '../../assets/menu-art/burrito.svg?url'
import burritoNight from '../../assets/menu-art/burrito.night.svg?url'
import gringa from '../../assets/menu-art/gringa.svg?url'
import gringaNight from '../../assets/menu-art/gringa.night.svg?url'
import quesadilla from '../../assets/menu-art/quesadilla.svg?url'
import quesadillaNight from '../../assets/menu-art/quesadilla.night.svg?url'
import caesar from '../../assets/menu-art/caesar.svg?url'
import caesarNight from '../../assets/menu-art/caesar.night.svg?url'
import churros from '../../assets/menu-art/churros.svg?url'
import churrosNight from '../../assets/menu-art/churros.night.svg?url'
import cocktail from '../../assets/menu-art/cocktail.svg?url'
import margarita from '../../assets/menu-art/margarita.svg?url'

export interface MenuArt {
  /** URL of the SVG drawing (hashed at build). */
  src: string
  /** Its night variant: the pastel ground in deep tones, the same line art (drawings already set at night have none). */
  nightSrc?: string
  /** What the picture shows, for screen readers. */
  alt: MessageDescriptor
  /** The line under the larger picture in the dialog. */
  caption: MessageDescriptor
}

/** Every drawing is made on a 600 × 400 canvas (3:2). */
export const menuArtSize = { width: 600, height: 400 } as const

/** The original drawings of the menu (src/assets/menu-art), with their texts. */
export const menuArt: Record<MenuArtName, MenuArt> = {
  tacos: {
    src: tacos,
    nightSrc: tacosNight,
    alt: msg({ message: 'Three tacos al pastor on a plate, topped with pineapple, onion and coriander, with a wedge of lime.', comment: 'Alternative text of a menu illustration, read by screen readers. Terms: tacos — see the glossary in docs/translating.md.' }),
    caption: msg({ message: 'Taco Amigo: our most popular tacos, al pastor with grilled pineapple.', comment: 'Caption under a menu illustration shown enlarged. Terms: tacos — see the glossary in docs/translating.md.' }),
  },
  burrito: {
    src: burrito,
    nightSrc: burritoNight,
    alt: msg({ message: 'A burrito cut in half, showing rice, black beans, meat and pico de gallo, beside a stone bowl of guacamole.', comment: 'Alternative text of a menu illustration, read by screen readers. Terms: burritos, guacamole — see the glossary in docs/translating.md.' }),
    caption: msg({ message: 'Burrito: a big flour tortilla, well filled, with pico de gallo or guacamole on the side.', comment: 'Caption under a menu illustration shown enlarged. Terms: burritos, guacamole — see the glossary in docs/translating.md.' }),
  },
  gringa: {
    src: gringa,
    nightSrc: gringaNight,
    alt: msg({ message: 'A gringa cut into wedges on a wooden board, melted cheese and al pastor between the tortillas, with pineapple.', comment: 'Alternative text of a menu illustration, read by screen readers' }),
    caption: msg({ message: 'Gringa: al pastor and melted cheese between two flour tortillas.', comment: 'Caption under a menu illustration shown enlarged' }),
  },
  quesadilla: {
    src: quesadilla,
    nightSrc: quesadillaNight,
    alt: msg({ message: 'Folded quesadillas with melted cheese stretching from one, beside a bowl of red salsa.', comment: 'Alternative text of a menu illustration, read by screen readers. Terms: quesadillas — see the glossary in docs/translating.md.' }),
    caption: msg({ message: 'Quesadillas: corn tortillas folded over melted cheese.', comment: 'Caption under a menu illustration shown enlarged. Terms: quesadillas — see the glossary in docs/translating.md.' }),
  },
  caesar: {
    src: caesar,
    nightSrc: caesarNight,
    alt: msg({ message: 'A bowl of Caesar salad with romaine leaves, croutons and shaved parmesan, a lime wedge on the rim.', comment: 'Alternative text of a menu illustration, read by screen readers' }),
    caption: msg({ message: 'Caesar salad: crisp romaine, croutons and parmesan.', comment: 'Caption under a menu illustration shown enlarged' }),
  },
  churros: {
    src: churros,
    nightSrc: churrosNight,
    alt: msg({ message: 'Churros dusted with cinnamon sugar in a paper cup, next to a cup of thick hot chocolate for dipping.', comment: 'Alternative text of a menu illustration, read by screen readers. Terms: churros — see the glossary in docs/translating.md.' }),
    caption: msg({ message: 'Churros with cinnamon sugar and thick hot chocolate for dipping.', comment: 'Caption under a menu illustration shown enlarged. Terms: churros — see the glossary in docs/translating.md.' }),
  },
  cocktail: {
    src: cocktail,
    alt: msg({ message: 'Three cocktails on the bar: a pink Paloma, a Mojito with mint and an orange Tequila Sunrise.', comment: 'Alternative text of a menu illustration, read by screen readers. Terms: tequila, cocktails — see the glossary in docs/translating.md.' }),
    caption: msg({ message: 'Cocktails from our bar: Paloma, Mojito and Tequila Sunrise.', comment: 'Caption under a menu illustration shown enlarged. Terms: tequila, cocktails — see the glossary in docs/translating.md.' }),
  },
  margarita: {
    src: margarita,
    alt: msg({ message: 'A margarita in a salt-rimmed glass with a wheel of lime, a red chile beside it on the bar.', comment: 'Alternative text of a menu illustration, read by screen readers. Terms: margarita — see the glossary in docs/translating.md.' }),
    caption: msg({ message: 'Margarita Clásica: tequila, lime and orange liqueur with a salted rim.', comment: 'Caption under a menu illustration shown enlarged. Terms: margarita, tequila — see the glossary in docs/translating.md.' }),
  },
}
