import { style } from '@vanilla-extract/css'
import { media } from '../../../design/media'
import { visuallyHiddenRules } from '../../../design/recipes.css'

// The header's button keeps to one line at every width: a two-line pill beside a one-line
// navigation looked swollen.
export const oneLine = style({ whiteSpace: 'nowrap' })

// From 1024 to 1279 px the bar has no room for the whole label in Russian or Latvian: it shows a
// short one, and screen readers still hear the whole.
export const wholeLabel = style({ '@media': { [media.narrowDesktop]: visuallyHiddenRules } })

export const shortLabel = style({ display: 'none', '@media': { [media.narrowDesktop]: { display: 'inline' } } })
