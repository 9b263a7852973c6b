import { style } from '@vanilla-extract/css'
import { cardSurface } from '../../../design/recipes.css'
import { vars } from '../../../design/theme.css'
import { media } from '../../../design/media'

export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  // Two abreast from a tablet on: a card keeps its days and times on one line, in every language.
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, 1fr)' } },
})

// The drawing beside the name, the times under it; "Tonight" pinned in the corner, so it takes no room when it appears.
export const card = style([
  cardSurface,
  {
    position: 'relative',
    height: '100%',
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    alignItems: 'center',
    columnGap: vars.space.md,
    padding: vars.space.lg,
    paddingInlineEnd: vars.space.xl,
  },
])

export const icon = style({
  gridRow: 'span 2',
  boxSizing: 'content-box',
  padding: vars.space.sm,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceSunken,
  color: vars.color.brand,
})

export const name = style({ fontSize: vars.fontSize.lg, color: vars.color.ink, lineHeight: vars.lineHeight.snug })

export const times = style({ margin: 0, display: 'grid', color: vars.color.inkMuted, fontVariantNumeric: 'tabular-nums' })

// Days and time each stay whole ("Tue–Sat", "from 21:00"); a narrow card breaks between them.
export const part = style({ whiteSpace: 'nowrap' })

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
})

export const coming = style([
  cardSurface,
  {
    display: 'grid',
    gap: vars.space.xs,
    marginTop: vars.space.lg,
    padding: vars.space.lg,
    selectors: { '&[hidden]': { display: 'none' } },
  },
])

export const comingHeading = style({ margin: 0, fontWeight: vars.fontWeight.bold })

export const comingList = style({ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: vars.space.md, rowGap: vars.space.xxs, margin: 0 })

export const comingRow = style({ display: 'contents', selectors: { '&[hidden]': { display: 'none' } } })

export const comingDate = style({ fontWeight: vars.fontWeight.medium })

export const comingWhat = style({ margin: 0 })
