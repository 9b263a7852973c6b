import { style } from '@vanilla-extract/css'
import { vars } from '../../../design/theme.css'
import { media } from '../../../design/media'

export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  paddingBlockEnd: vars.space.xxl,
  alignItems: 'start',
  '@media': {
    [media.desktop]: { gridTemplateColumns: '1fr 1fr' },
    [media.print]: { display: 'block', paddingBlockEnd: 0 },
  },
})

// On paper each half flows through two newspaper columns: the food on the first sheet, the drinks
// from the top of the next.
export const column = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.print]: { display: 'block', columns: 2, columnGap: vars.space.xl, columnFill: 'balance' } },
  selectors: { '& + &': { '@media': { [media.print]: { breakBefore: 'page' } } } },
})

// The top of the drinks' sheet, over its first column, on paper only: "Amigo · Drinks · amigo-riga.example".
// Not across both columns: a column-spanning line stopped Chromium from balancing the columns under it.
export const runningHead = style({
  display: 'none',
  '@media': {
    [media.print]: {
      display: 'block',
      marginBlockEnd: vars.space.xxs,
      borderBlockEnd: `0.5pt solid ${vars.color.ink}`,
      fontSize: vars.fontSize.printSmall,
      fontWeight: vars.fontWeight.medium,
      lineHeight: vars.lineHeight.dense,
    },
  },
})
