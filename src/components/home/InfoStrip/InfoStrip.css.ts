import { globalStyle, style } from '@vanilla-extract/css'
import { raisedCardSurface } from '../../../design/recipes.css'
import { vars } from '../../../design/theme.css'
import { media } from '../../../design/media'

// A card that overlaps the hero's lower edge, as a note pinned to the picture.
export const strip = style([
  raisedCardSurface,
  {
    position: 'relative',
    listStyle: 'none',
    margin: 0,
    marginTop: `calc(-1 * ${vars.space.xl})`,
    padding: vars.space.lg,
    display: 'grid',
    gap: vars.space.lg,
    borderTop: `${vars.space.xxs} solid ${vars.color.marigold}`,
    '@media': {
      [media.tablet]: { padding: vars.space.xl },
      [media.desktop]: { gridTemplateColumns: 'repeat(3, 1fr)', gap: vars.space.xl },
    },
  },
])

export const item = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  selectors: {
    '&:not(:first-child)': {
      paddingTop: vars.space.lg,
      borderTop: `1px dashed ${vars.color.line}`,
    },
  },
  '@media': {
    [media.desktop]: {
      selectors: { '&:not(:first-child)': { paddingTop: 0, borderTop: 'none', paddingInlineStart: vars.space.xl, borderInlineStart: `1px dashed ${vars.color.line}` } },
    },
  },
})

export const icon = style({
  flexShrink: 0,
  boxSizing: 'content-box',
  padding: vars.space.xs,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceSunken,
  color: vars.color.brand,
})

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 })

export const label = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
  color: vars.color.inkMuted,
})

export const value = style({ fontWeight: vars.fontWeight.medium })

export const link = style({ fontSize: vars.fontSize.sm, alignSelf: 'flex-start' })

// Whether we are open now, on a phone: the wide header's top bar says it on a desktop.
export const status = style({ '@media': { [media.desktop]: { display: 'none' } } })

export const rating = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs })

export const score = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.heavy,
  lineHeight: vars.lineHeight.tight,
})

export const count = style({ fontSize: vars.fontSize.sm, color: vars.color.inkMuted })

// The coming exceptions: under the hours on a phone; on a desktop a band across the card's foot, its
// entries side by side, so that 0 to 4 of them leave the three columns level (V17). Gone when none shows.
export const exceptions = style({
  paddingInlineStart: `calc(1.25em + ${vars.space.xs} * 2 + ${vars.space.sm})`,
  marginBlockStart: `calc(-1 * ${vars.space.md})`,
  selectors: { '&:not(:has(> [data-dated-group]:not([hidden])))': { display: 'none' } },
  '@media': {
    [media.desktop]: {
      gridColumn: '1 / -1',
      gridRow: 2,
      marginBlockStart: 0,
      paddingBlockStart: vars.space.md,
      paddingInlineStart: 0,
      borderBlockStart: `1px dashed ${vars.color.line}`,
    },
  },
})

globalStyle(`${exceptions} > [data-dated-group]`, { '@media': { [media.desktop]: { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: vars.space.lg, marginTop: 0 } } })
globalStyle(`${exceptions} > [data-dated-group][hidden]`, { display: 'none' })
globalStyle(`${exceptions} dl`, { '@media': { [media.desktop]: { display: 'flex', flexWrap: 'wrap', columnGap: vars.space.lg, rowGap: vars.space.xxs } } })
globalStyle(`${exceptions} dl > div`, { '@media': { [media.desktop]: { display: 'flex', gap: vars.space.xs } } })
globalStyle(`${exceptions} dl > div[hidden]`, { display: 'none' })
