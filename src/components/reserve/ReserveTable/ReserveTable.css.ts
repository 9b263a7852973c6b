import { style } from '@vanilla-extract/css'
import { media } from '../../../design/media'
import { vars } from '../../../design/theme.css'
import { visuallyHiddenRules } from '../../../design/recipes.css'

// The header's button keeps to one line at every width: a two-line pill beside a one-line
// navigation looked swollen.
export const oneLine = style({ whiteSpace: 'nowrap' })

// The phone header's strip: a band the whole width under the bar, square, a finger's height.
export const strip = style({ width: '100%', minHeight: vars.size.headerReserveStrip, border: 'none', borderRadius: 0 })

// Below 1280 px the bar has no room for the whole label in Russian or Latvian (on a phone, beside
// the logo, the language and the menu): it shows a short one, and screen readers still hear the whole.
export const wholeLabel = style({ '@media': { [media.belowWide]: visuallyHiddenRules } })

export const shortLabel = style({ display: 'none', '@media': { [media.belowWide]: { display: 'inline' } } })
