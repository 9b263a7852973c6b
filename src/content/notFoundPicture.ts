import { msg } from '@lingui/core/macro'
import droppedTaco from '../assets/site-art/dropped-taco.svg?url'
import type { Picture } from './pictures'

/**
 * The not-found page's drawing. Apart from `pictures.ts` because the not-found page belongs to every
 * page's shell: importing that module would put every picture's alt text in the shell's catalog part.
 */
export const notFoundPicture: Picture = {
  src: droppedTaco,
  width: 600,
  height: 400,
  alt: msg({
    message: 'A taco dropped on the floor, its filling spilled beside a spinning plate.',
    comment: 'Alternative text of the drawing on the not-found page (an address that does not exist), read by screen readers. Terms: tacos — see the glossary in docs/translating.md.',
  }),
}
