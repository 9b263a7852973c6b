import { style } from '@vanilla-extract/css'
import { vars } from '../../../design/theme.css'

/** Set apart as a quote: the sunken surface, the marigold edge the site's notes have. */
export const quote = style({
  margin: 0,
  padding: vars.space.sm,
  borderInlineStart: `3px solid ${vars.color.marigoldEdge}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
})

export const caption = style({ fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.medium, color: vars.color.inkMuted })

export const text = style({ margin: 0, marginBlockStart: vars.space.xxs, lineHeight: vars.lineHeight.snug, overflowWrap: 'anywhere' })

/** The message keeps its lines, as the chat and the e-mail will show them. */
export const lines = style({ whiteSpace: 'pre-line' })

export const together = style({ whiteSpace: 'nowrap' })
