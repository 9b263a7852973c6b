import { globalStyle, type GlobalStyleRule } from '@vanilla-extract/css'
import { vars } from './theme.css'
import { media } from './media'
import { focusRing } from './focusRing.css'
import { tokens } from './tokens'

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' })

globalStyle('html', {
  // The browser's own parts (scrollbars, the canvas before the page paints) follow the theme.
  colorScheme: 'light',
  scrollPaddingTop: `calc(${vars.size.headerHeight} + ${vars.size.headerReserveStrip} + ${vars.space.md})`,
  '@media': {
    [media.night]: { colorScheme: 'dark' },
    // The desktop header has no reserve strip under its bar.
    [media.desktop]: { scrollPaddingTop: `calc(${vars.size.headerHeight} + ${vars.space.md})` },
  },
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
  // On paper lines sit closer: the menu fits on two sheets.
  '@media': { [media.print]: { background: vars.color.paper, fontSize: vars.fontSize.print, lineHeight: vars.lineHeight.snug } },
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

// Native controls show `:focus-visible`; react-aria's mark themselves `data-focus-visible`.
globalStyle(':focus-visible', focusRing)
globalStyle('[data-focus-visible]', focusRing)

globalStyle('*, *::before, *::after', {
  '@media': {
    [media.reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
})

// Printed pages (the menu above all): A4, the paper of every printer here, with a margin printers
// reach. The value itself, not its variable: the page box is outside the document. `size` is a
// descriptor of @page rather than a property, so the style types do not know it.
globalStyle('@page', { size: 'A4', margin: tokens.size.pageMargin } as GlobalStyleRule)
