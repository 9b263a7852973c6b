import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../../design/theme.css'
import { media } from '../../../design/media'

export const section = style({ paddingBlock: vars.space.xxl, '@media': { [media.print]: { paddingBlock: vars.space.md, breakInside: 'avoid' } } })

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'center',
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr', gap: vars.space.xxl } },
})

// The picture sits on a coloured card set off behind it, like a print pinned to a painted wall.
const frameBase = style({
  position: 'relative',
  isolation: 'isolate',
  marginInlineEnd: vars.space.sm,
  marginBlockEnd: vars.space.sm,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  '::before': {
    content: '""',
    position: 'absolute',
    inset: 0,
    zIndex: -1,
    borderRadius: vars.radius.lg,
    transform: `translate(${vars.space.sm}, ${vars.space.sm})`,
  },
  // On paper the drawings are left out, and their frames with them.
  '@media': { [media.print]: { display: 'none' } },
})

export const clip = style({ overflow: 'hidden', borderRadius: vars.radius.lg })

export const frame = styleVariants({
  start: [frameBase, { '::before': { background: vars.color.marigold } }],
  // On wide screens the picture moves to the right; on phones it stays above the words.
  end: [frameBase, { '::before': { background: vars.color.agave }, '@media': { [media.tablet]: { order: 2 } } }],
})

export const words = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md })

export const eyebrow = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
  color: vars.color.brand,
})

export const figure = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md })

export const quote = style({
  position: 'relative',
  margin: 0,
  paddingInlineStart: vars.space.lg,
  borderInlineStart: `4px solid ${vars.color.marigold}`,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.ink,
  // On paper under the page's title, at the size of a section's heading.
  '@media': { [media.print]: { fontSize: vars.fontSize.printHeading } },
})

export const attribution = style({
  paddingInlineStart: vars.space.lg,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.inkMuted,
  '::before': { content: '"— "' },
})
