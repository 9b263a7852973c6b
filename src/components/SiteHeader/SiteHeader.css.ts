import { style } from '@vanilla-extract/css'
import { vars } from '../../design/theme.css'
import { media } from '../../design/media'

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  background: vars.color.night,
  color: vars.color.onNight,
  boxShadow: vars.shadow.md,
  '@media': { [media.print]: { display: 'none' } },
})

export const topBar = style({
  display: 'none',
  borderBottom: `1px solid ${vars.color.nightRaised}`,
  paddingBlock: vars.space.xxs,
  '@media': { [media.desktop]: { display: 'block' } },
})

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: vars.size.headerHeight,
})

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs })

export const wideOnly = style({
  display: 'none',
  '@media': { [media.desktop]: { display: 'block' } },
})

export const narrowOnly = style({
  '@media': { [media.desktop]: { display: 'none' } },
})
