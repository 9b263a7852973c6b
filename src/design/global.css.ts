import { globalStyle } from '@vanilla-extract/css'
import { vars } from './theme.css'
import { media } from './media'

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' })

globalStyle('html', {
  // The browser's own parts (scrollbars, the canvas before the page paints) follow the theme.
  colorScheme: 'light',
  '@media': { [media.night]: { colorScheme: 'dark' } },
  scrollPaddingTop: `calc(${vars.size.headerHeight} + ${vars.space.md})`,
  textSizeAdjust: '100%',
  WebkitTextSizeAdjust: '100%',
})

globalStyle('body', {
  margin: 0,
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.page,
  color: vars.color.ink,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.body,
  WebkitFontSmoothing: 'antialiased',
  '@media': { [media.print]: { background: vars.color.paper, fontSize: vars.fontSize.print } },
})

globalStyle('h1, h2, h3, h4', {
  fontFamily: vars.font.display,
  fontWeight: vars.fontWeight.heavy,
  lineHeight: vars.lineHeight.tight,
  margin: 0,
  textWrap: 'balance',
})

globalStyle('p', { margin: 0, textWrap: 'pretty' })

globalStyle('a', { color: vars.color.brand, textUnderlineOffset: '0.2em' })

globalStyle('img, svg', { display: 'block', maxWidth: '100%' })

globalStyle(':focus-visible', {
  outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
  outlineOffset: '2px',
})

globalStyle('[data-focus-visible]', {
  outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
  outlineOffset: '2px',
})

globalStyle('*, *::before, *::after', {
  '@media': {
    [media.reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
})
