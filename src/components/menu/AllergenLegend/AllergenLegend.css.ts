import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../../design/theme.css'
import { media } from '../../../design/media'
import { visuallyHiddenRules } from '../../../design/recipes.css'

export const legend = style({
  position: 'fixed',
  inset: 0,
  margin: 'auto',
  width: `calc(100% - 2 * ${vars.space.md})`,
  maxWidth: vars.size.dialog,
  height: 'fit-content',
  padding: vars.space.lg,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.ink,
  boxShadow: vars.shadow.md,
  selectors: { '&::backdrop': { background: vars.color.scrim } },
  // On paper it is no popover: it follows the drinks, in the columns' flow, small.
  '@media': {
    [media.print]: {
      position: 'static',
      display: 'block',
      width: 'auto',
      maxWidth: 'none',
      margin: 0,
      padding: 0,
      border: 'none',
      boxShadow: 'none',
      marginBlockStart: vars.space.sm,
      fontSize: vars.fontSize.printSmall,
      lineHeight: vars.lineHeight.dense,
      breakInside: 'avoid',
    },
  },
})

export const heading = style({ fontSize: vars.fontSize.lg, breakAfter: 'avoid', '@media': { [media.print]: { display: 'inline', marginInlineEnd: vars.space.xxs, fontSize: vars.fontSize.printSmall } } })

export const list = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  fontSize: vars.fontSize.sm,
  counterReset: 'allergen',
  // On paper the fourteen run on as one paragraph: "1 Cereals containing gluten · 2 Crustaceans …".
  '@media': { [media.print]: { display: 'inline', padding: 0, fontSize: 'inherit' } },
})

globalStyle(`${list} > li`, { counterIncrement: 'allergen', '@media': { [media.print]: { display: 'inline' } } })
globalStyle(`${list} > li::before`, { '@media': { [media.print]: { content: 'counter(allergen) " "', fontWeight: vars.fontWeight.bold } } })
globalStyle(`${list} > li::after`, { '@media': { [media.print]: { content: '" · "' } } })

export const printedMarks = style({ display: 'none', '@media': { [media.print]: { display: 'inline' } } })

export const close = style({
  position: 'absolute',
  insetBlockStart: vars.space.xs,
  insetInlineEnd: vars.space.xs,
  display: 'grid',
  placeItems: 'center',
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'none',
  color: 'inherit',
  cursor: 'pointer',
  '@media': { [media.print]: { display: 'none' } },
})

export const closeLabel = style(visuallyHiddenRules)
