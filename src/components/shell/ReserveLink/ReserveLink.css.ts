import { style } from '@vanilla-extract/css'
import { media } from '../../../design/media'
import { visuallyHiddenRules } from '../../../design/recipes.css'

// One line at every width: a two-line pill beside a one-line navigation looked swollen.
export const link = style({ whiteSpace: 'nowrap' })

// From 1024 to 1279 px the bar has no room for the whole label in Russian or Latvian: it shows a
// short one, and screen readers still hear the whole.
export const fullLabel = style({ '@media': { [media.narrowDesktop]: visuallyHiddenRules } })

export const shortLabel = style({ display: 'none', '@media': { [media.narrowDesktop]: { display: 'inline' } } })
