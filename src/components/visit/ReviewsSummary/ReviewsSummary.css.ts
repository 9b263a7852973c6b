import { style } from '@vanilla-extract/css'
import { vars } from '../../../design/theme.css'

export const summary = style({ display: 'flex', alignItems: 'center', gap: vars.space.md })

export const average = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.ink,
})

export const detail = style({ display: 'grid', gap: vars.space.xxs })

export const count = style({ margin: 0, color: vars.color.inkMuted })
