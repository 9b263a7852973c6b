import { style } from '@vanilla-extract/css'
import { vars } from '../../../design/theme.css'
import { media } from '../../../design/media'

export const column = style({ display: 'grid', alignContent: 'start', gap: vars.space.lg, minWidth: 0, '@media': { [media.print]: { gap: vars.space.xs } } })

export const heading = style({ fontSize: vars.fontSize.xl, color: vars.color.ink, '@media': { [media.print]: { fontSize: vars.fontSize.printHeading } } })

export const map = style({ minWidth: 0 })

export const subheading = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginBlockStart: vars.space.sm,
  fontSize: vars.fontSize.lg,
  color: vars.color.ink,
  '@media': { [media.print]: { marginBlockStart: vars.space.xxs, fontSize: vars.fontSize.printName, breakAfter: 'avoid' } },
})

// Each card as tall as its own content: a one-line card beside a long one is not stretched into an empty box.
export const cards = style({
  display: 'grid',
  alignItems: 'start',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }, [media.print]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.xs } },
})
