import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../../design/theme.css'

const listBase = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex' })

export const list = styleVariants({
  row: [listBase, { gap: vars.space.xxs, alignItems: 'center' }],
  column: [listBase, { flexDirection: 'column', gap: vars.space.xxs }],
})

const linkBase = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  color: vars.color.onNight,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
  borderRadius: vars.radius.sm,
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, color ${vars.motion.fast}`,
  selectors: {
    '&:hover': { background: vars.color.nightRaised },
    '&[aria-current="page"]': { color: vars.color.marigold },
  },
})

export const link = styleVariants({
  row: [
    linkBase,
    {
      paddingInline: vars.space.sm,
      fontSize: vars.fontSize.sm,
      // A page's name on one line: where the bar is tight (1024 px, Russian, German), the reserve
      // button's label wraps instead.
      whiteSpace: 'nowrap',
      selectors: {
        '&[aria-current="page"]': {
          boxShadow: `inset 0 -3px 0 ${vars.color.marigold}`,
          borderEndStartRadius: 0,
          borderEndEndRadius: 0,
        },
      },
    },
  ],
  column: [
    linkBase,
    {
      paddingInline: vars.space.md,
      fontFamily: vars.font.display,
      fontSize: vars.fontSize.xl,
      fontWeight: vars.fontWeight.bold,
      selectors: {
        '&[aria-current="page"]': { boxShadow: `inset 4px 0 0 ${vars.color.marigold}` },
      },
    },
  ],
})
