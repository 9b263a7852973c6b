import { style } from '@vanilla-extract/css'
import { vars } from '../../../design/theme.css'
import { media } from '../../../design/media'

// A band across the top of the page, under the header: the soft marigold of "closing soon" (ink on
// it 14.2:1 by day, 11.5:1 at night), with a marigold rim below it.
export const notice = style({
  display: 'block',
  background: vars.color.marigoldSoft,
  color: vars.color.ink,
  borderBottom: `2px solid ${vars.color.marigoldEdge}`,
  '@media': { [media.print]: { display: 'none' } },
})

export const text = style({
  display: 'block',
  maxWidth: vars.size.content,
  marginInline: 'auto',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
  textWrap: 'pretty',
})
