import { globalStyle, style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../../design/theme.css'
import { media } from '../../../design/media'
import { liveLineWordsAttribute } from '../../../hours/datedParts'

const listBase = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  color: vars.color.onNightMuted,
  fontSize: vars.fontSize.xs,
})

export const list = styleVariants({
  row: [listBase, { gap: vars.space.lg, alignItems: 'center' }],
  column: [listBase, { flexDirection: 'column', gap: vars.space.xs, fontSize: vars.fontSize.sm }],
})

export const item = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs })

export const icon = style({ color: vars.color.marigold, flexShrink: 0 })

// In the column the hours take two lines: the clock stays level with the first.
globalStyle(`${list.column} ${icon}`, { alignSelf: 'flex-start', marginBlockStart: vars.space.xxs })

export const separator = styleVariants({ row: {}, column: { display: 'none' } })

export const period = styleVariants({ row: {}, column: { display: 'block' } })

// Without JavaScript the badge's box is gone (see OpeningStatusBadge), and so is its list item.
export const status = style({ display: 'flex', '@media': { [media.noScript]: { display: 'none' } } })

// In the phone menu's column the live line may take two lines rather than lose its end.
globalStyle(`${list.column} [${liveLineWordsAttribute}]`, { whiteSpace: 'normal' })
