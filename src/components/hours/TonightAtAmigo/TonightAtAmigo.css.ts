import { style } from '@vanilla-extract/css'
import { vars } from '../../../design/theme.css'
import { media } from '../../../design/media'

// Hidden until the page's script finds something on tonight (../../../hours/datedParts.ts): `hidden`
// must win over the display given here.
export const tonight = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  justifySelf: 'start',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.marigoldSoft,
  color: vars.color.ink,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
  selectors: { '&[hidden]': { display: 'none' } },
  // True tonight only: paper is kept for days.
  '@media': { [media.print]: { display: 'none' } },
})

// The marigold's rim colour: marigold itself is 1.8:1 on its own soft tint.
export const icon = style({ flexShrink: 0, marginTop: '0.1em', color: vars.color.marigoldEdge })

export const body = style({ display: 'grid', gap: vars.space.xxs })

export const label = style({ margin: 0, fontWeight: vars.fontWeight.bold })

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xxs })

export const entry = style({ selectors: { '&[hidden]': { display: 'none' } } })
