import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../../design/theme.css'

export const drawing = style({ width: vars.size.reasonIllustration, height: vars.size.reasonIllustration, flexShrink: 0 })

export const disc = style({ fill: vars.color.surfaceSunken })

// One outline for every shape, the weight of the menu's drawings.
const outline = style({ stroke: vars.color.ink, strokeWidth: 2.5, strokeLinejoin: 'round', strokeLinecap: 'round' })

const colours = {
  marigold: vars.color.marigold,
  brand: vars.color.brand,
  agave: vars.color.agave,
  agaveSoft: vars.color.agaveSoft,
  roast: vars.color.inkMuted,
  cream: vars.color.page,
  ink: vars.color.ink,
}

/** A filled shape with the ink outline. */
export const shape = styleVariants(colours, (colour) => [outline, { fill: colour }])

/** A painted stroke without outline: stripes, leaves, notes' stems. */
export const stroke = styleVariants(colours, (colour) => ({ fill: 'none', stroke: colour, strokeWidth: 3, strokeLinecap: 'round', strokeLinejoin: 'round' }))

/** A spot of colour without outline. */
export const spot = styleVariants(colours, (colour) => ({ fill: colour }))
