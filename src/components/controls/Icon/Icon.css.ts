import { style } from '@vanilla-extract/css'

// An icon keeps its drawn size beside any label: as a flex item it would shrink first, to nothing.
export const icon = style({ flexShrink: 0 })
