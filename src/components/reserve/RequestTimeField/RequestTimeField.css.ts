import { globalStyle, style } from '@vanilla-extract/css'
import { media } from '../../../design/media'
import { vars } from '../../../design/theme.css'

// As many times a row as fit, each as wide as the widest ("00:30", Finnish "00.30"): a tidy grid.
export const times = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(4.25rem, 1fr))', gap: vars.space.xs })

/** One time: a pill, filled with the brand's red once chosen. */
export const time = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.xs,
  // A little lower where a mouse points (a wide screen): the whole request fits a 1280 × 800 screen.
  '@media': { [media.desktop]: { minHeight: '2.5rem' } },
  border: `1px solid ${vars.color.inkMuted}`,
  borderRadius: vars.radius.pill,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceSunken },
    '&[data-selected]': { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.onBrand, fontWeight: vars.fontWeight.medium },
    '&[data-invalid]:not([data-selected])': { borderColor: vars.color.brand },
  },
})

// The radio inside a time is react-aria's, hidden in a 1 px box: it takes focus, the pill shows it
// (its ring, from [data-focus-visible]). Its own box kept to that pixel too, so no outline is drawn
// (or measured) for a control nobody sees.
globalStyle(`${time} input`, { width: '1px', height: '1px', margin: 0 })

/** "After midnight": a row of its own, between the evening's times and the night's. */
export const caption = style({ gridColumn: '1 / -1', fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.medium, color: vars.color.inkMuted })
