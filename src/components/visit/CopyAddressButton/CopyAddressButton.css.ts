import { style } from '@vanilla-extract/css'
import { media } from '../../../design/media'

// Without JavaScript there is nothing to copy with: the address stays, selectable, the button goes.
export const action = style({ '@media': { [media.noScript]: { display: 'none' }, [media.print]: { display: 'none' } } })
