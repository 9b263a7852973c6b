import { style } from '@vanilla-extract/css'
import { vars } from '../../../design/theme.css'
import { media } from '../../../design/media'

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  paddingBlockStart: vars.space.xl,
  background: `radial-gradient(120% 60% at 100% 0%, ${vars.color.surfaceSunken} 0%, transparent 60%)`,
})

// The words share the article's column, so the title lines up with the text below it.
export const column = style({
  width: '100%',
  maxWidth: `calc(${vars.size.measure} + 2 * ${vars.space.md})`,
  marginInline: 'auto',
  paddingInline: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xl,
})

export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.touchTarget,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
})

export const titleBlock = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.md })

export const title = style({ fontSize: vars.fontSize.display, color: vars.color.ink, hyphens: 'auto', '@media': { [media.print]: { fontSize: vars.fontSize.printTitle } } })

export const picture = style({
  width: `min(100% - 2 * ${vars.space.md}, ${vars.size.articleWide})`,
  marginInline: 'auto',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  '@media': { [media.print]: { display: 'none' } },
})
