import { style } from '@vanilla-extract/css'
import { vars } from '../../../design/theme.css'

import { media } from '../../../design/media'

// Without JavaScript the switch cannot filter: it is not shown.
export const tools = style({ paddingBlockEnd: vars.space.sm, '@media': { [media.noScript]: { display: 'none' } } })
