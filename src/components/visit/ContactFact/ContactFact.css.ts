import { style } from '@vanilla-extract/css'
import { vars } from '../../../design/theme.css'
import { media } from '../../../design/media'

export const fact = style({
  display: 'grid',
  alignContent: 'start',
  justifyItems: 'start',
  gap: vars.space.xs,
  paddingBlockStart: vars.space.lg,
  borderTop: `1px solid ${vars.color.line}`,
  '@media': { [media.print]: { gap: vars.space.xxs, paddingBlockStart: vars.space.xs } },
})

export const label = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.ink,
  '@media': { [media.print]: { fontSize: vars.fontSize.print } },
})

export const icon = style({ color: vars.color.brand, flexShrink: 0 })

const onPaper = { '@media': { [media.print]: { fontSize: vars.fontSize.printName } } }

export const address = style({ display: 'grid', fontStyle: 'normal', fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.snug, ...onPaper })

// Long e-mail addresses may break anywhere rather than overflow a phone's width.
export const link = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere', ...onPaper })
