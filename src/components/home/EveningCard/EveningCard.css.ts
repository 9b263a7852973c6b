import { style } from '@vanilla-extract/css'
import { cardSurface } from '../../../design/recipes.css'
import { vars } from '../../../design/theme.css'
import { media } from '../../../design/media'

// The drawing beside the name and times, everything else under them; a photograph takes the card's
// whole top. "Tonight" pinned in the corner, so it takes no room when it appears.
export const card = style([
  cardSurface,
  {
    position: 'relative',
    height: '100%',
    boxSizing: 'border-box',
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    alignContent: 'start',
    alignItems: 'center',
    gap: vars.space.sm,
    columnGap: vars.space.md,
    padding: vars.space.lg,
    overflow: 'hidden',
    // Below 360 px the name needs the width: the card's edges come in.
    '@media': { [media.belowSmallPhone]: { padding: vars.space.md, columnGap: vars.space.sm } },
  },
])

export const photo = style({
  gridColumn: '1 / -1',
  margin: `calc(-1 * ${vars.space.lg})`,
  marginBlockEnd: vars.space.xs,
  '@media': { [media.belowSmallPhone]: { margin: `calc(-1 * ${vars.space.md})`, marginBlockEnd: vars.space.xs } },
  aspectRatio: '16 / 9',
  overflow: 'hidden',
})

export const icon = style({
  boxSizing: 'content-box',
  padding: vars.space.sm,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceSunken,
  color: vars.color.brand,
})

export const heading = style({
  display: 'grid',
  paddingInlineEnd: vars.space.xl,
  '@media': { [media.belowSmallPhone]: { paddingInlineEnd: vars.space.lg } },
  selectors: { [`${card}[data-picture] &`]: { gridColumn: '1 / -1' } },
})

export const name = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.ink, lineHeight: vars.lineHeight.snug })

export const times = style({ margin: 0, display: 'grid', color: vars.color.inkMuted, fontVariantNumeric: 'tabular-nums' })

// Days, then the time: no separator between them, so none is ever left at a line's end.
export const when = style({ display: 'flex', flexWrap: 'wrap', columnGap: vars.space.sm })

// Days and time each stay whole ("Tue–Sat", "from 21:00").
export const part = style({ whiteSpace: 'nowrap' })

export const description = style({ gridColumn: '1 / -1', margin: 0, color: vars.color.ink })

export const cancelled = style({
  gridColumn: '1 / -1',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.medium,
  selectors: { '&[hidden]': { display: 'none' } },
})

export const cancelledDate = style({ selectors: { '&[hidden]': { display: 'none' } } })

export const tonight = style({
  position: 'absolute',
  insetBlockStart: vars.space.xs,
  insetInlineEnd: vars.space.xs,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.pill,
  background: vars.color.marigold,
  color: vars.color.onMarigold,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  selectors: { '&[hidden]': { display: 'none' } },
  // True tonight only: paper is kept for days.
  '@media': { [media.print]: { display: 'none' } },
})
