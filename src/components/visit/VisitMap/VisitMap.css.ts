import { globalStyle, keyframes, style } from '@vanilla-extract/css'
import { vars } from '../../../design/theme.css'
import { media } from '../../../design/media'
import { visuallyHidden } from '../../../design/recipes.css'

/** The map's box: the same size before the map loads, without scripts and once it is there. */
export const box = style({
  position: 'relative',
  width: '100%',
  aspectRatio: vars.size.mapRatio,
  overflow: 'hidden',
  isolation: 'isolate',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
  boxShadow: vars.shadow.sm,
  fontFamily: vars.font.body,
  // OpenLayers' stylesheet reads its colours from these.
  vars: {
    '--ol-background-color': vars.color.surface,
    '--ol-partial-background-color': vars.color.surface,
    '--ol-accent-background-color': vars.color.surfaceSunken,
    '--ol-foreground-color': vars.color.ink,
    '--ol-subtle-foreground-color': vars.color.inkMuted,
    '--ol-brand-color': vars.color.brand,
  },
  '@media': {
    [media.tablet]: { aspectRatio: vars.size.mapRatioWide },
    // On paper a small street plan: the drawing, with the name and address on it; no live map.
    [media.print]: { aspectRatio: vars.size.mapRatioWide, boxShadow: 'none', border: `0.5pt solid ${vars.color.line}`, breakInside: 'avoid' },
  },
})

/**
 * The live map's layer, over the plan and the card: it lets taps through to the card until the map
 * is there (VisitMapLive), and hides what it drew if the map fails.
 */
export const live = style({
  position: 'absolute',
  inset: 0,
  pointerEvents: 'none',
  '@media': { [media.print]: { display: 'none' } },
  selectors: { '&[data-map-state="live"]': { pointerEvents: 'auto' } },
})

export const map = style({
  position: 'absolute',
  inset: 0,
  '@media': { [media.print]: { display: 'none' } },
  selectors: {
    // A map whose tiles failed is an empty box: its zoom buttons, attribution, marker and popup go with it.
    [`${live}[data-map-state="failed"] &`]: { visibility: 'hidden' },
    // Drawn inside the box, whose rounded corners clip anything outside.
    '&:focus-visible': { outlineOffset: `calc(-1 * ${vars.size.focusRing})` },
  },
})

// On paper the drawing's pin is enough: the address is printed beside it, and the card's fill would not print.
export const placeholder = style({ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', padding: vars.space.md, '@media': { [media.print]: { display: 'none' } } })

/** Behind the card while there is no map, and under the map once it is there: a drawn street plan with the pin, filling the box. */
export const plan = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover', objectPosition: 'center top' })

// Once the map is there, it alone shows the place on screen: the card is its popup now. (On paper
// the plan stays, and the live map goes.)
globalStyle(`${box}:has([data-map-state="live"]) :is(${placeholder}, ${plan})`, { '@media': { screen: { visibility: 'hidden' } } })

/** Why there is no map, below the card that stands for it (the plan's pin is at the top). */
export const failure = style({
  position: 'absolute',
  insetBlockEnd: vars.space.sm,
  insetInline: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.ink,
  boxShadow: vars.shadow.sm,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'center',
})

/** The keys the map answers, said to screen readers as its description. */
export const keys = style([visuallyHidden])

/** Over the map, in the middle: a blocked gesture's hint. */
const overMap = style({ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', padding: vars.space.md })

const fadeIn = keyframes({ from: { opacity: 0 } })

/** "Use Ctrl + scroll to zoom the map": over the whole map, shaded, for a moment. */
export const hint = style([
  overMap,
  { pointerEvents: 'none', background: vars.color.mapHintShade, animation: `${fadeIn} ${vars.motion.normal} ${vars.motion.easing}` },
])

export const hintText = style({
  maxWidth: vars.size.mapPopup,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.scrim,
  color: vars.color.onNight,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'center',
})

export const marker = style({
  display: 'block',
  padding: 0,
  border: 0,
  background: 'none',
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
})

// The tiles (OpenStreetMap's, drawn on the layer's canvas) dimmed at night; the marker and popup are elements above them.
globalStyle(`${box} .ol-layer`, { filter: vars.filter.mapTiles })

// OpenLayers' controls, in the site's look: round-cornered surfaces, touch-sized, the site's focus ring.
// Bottom left: the popup takes the top middle, the attribution the bottom right.
globalStyle(`${box} .ol-zoom`, { top: 'auto', bottom: vars.space.sm, left: vars.space.sm, display: 'grid', gap: vars.space.xxs, background: 'none' })

globalStyle(`${box} .ol-zoom button`, {
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  margin: 0,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.ink,
  boxShadow: vars.shadow.md,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  cursor: 'pointer',
})

globalStyle(`${box} .ol-zoom button:hover`, { background: vars.color.surfaceSunken, color: vars.color.ink, outline: 'none' })
globalStyle(`${box} .ol-zoom button:focus:not(:focus-visible)`, { outline: 'none' })
globalStyle(`${box} .ol-zoom button:focus-visible`, { outline: `${vars.size.focusRing} solid ${vars.color.focus}`, outlineOffset: '2px' })

globalStyle(`${box} .ol-attribution.ol-uncollapsible`, {
  maxWidth: `calc(100% - ${vars.size.touchTarget} - 2 * ${vars.space.sm})`,
  borderStartStartRadius: vars.radius.sm,
  background: vars.color.surface,
})
globalStyle(`${box} .ol-attribution ul`, { paddingBlock: vars.space.xxs, fontSize: vars.fontSize.xs, color: vars.color.ink, textShadow: 'none' })
globalStyle(`${box} .ol-attribution a`, { color: vars.color.ink, textDecoration: 'underline' })

globalStyle(`${box} .ol-zoom`, { '@media': { [media.print]: { display: 'none' } } })
