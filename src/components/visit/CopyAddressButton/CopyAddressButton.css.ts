import { style } from '@vanilla-extract/css'
import { needsScript } from '../../islands/Island.css'
import { media } from '../../../design/media'

// Without JavaScript there is nothing to copy with: the address stays, selectable, the button goes.
export const action = style([needsScript, { '@media': { [media.print]: { display: 'none' } } }])
