import { breakpoints } from './tokens'

/** Media queries for vanilla-extract's `@media` blocks. */
export const media = {
  /** Phones narrower than the usual 360 px: every pixel counts. */
  belowSmallPhone: `screen and (max-width: ${breakpoints.smallPhone - 0.02}px)`,
  belowRoomyPhone: `screen and (max-width: ${breakpoints.roomyPhone - 0.02}px)`,
  roomyPhone: `screen and (min-width: ${breakpoints.roomyPhone}px)`,
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  belowTablet: `screen and (max-width: ${breakpoints.tablet - 0.02}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  belowDesktop: `screen and (max-width: ${breakpoints.desktop - 0.02}px)`,
  /** A desktop's header bar, but narrower than a wide screen's (1024–1279 px): the tightest it gets. */
  narrowDesktop: `screen and (min-width: ${breakpoints.desktop}px) and (max-width: ${breakpoints.wide - 0.02}px)`,
  /** Narrower than a wide screen's header bar: phones, tablets and the narrow desktop. */
  belowWide: `screen and (max-width: ${breakpoints.wide - 0.02}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
  print: 'print',
  /** The night theme (nightTokens.ts): a system set to dark, on screens; print stays black on white. */
  night: 'screen and (prefers-color-scheme: dark)',
  /** A page shown without JavaScript: hides the controls that need it (the one way we do this). */
  noScript: '(scripting: none)',
  /** A page whose scripts run: hides what stands in for an island's code (Island.css.ts, `withoutScript`). */
  withScript: '(scripting: enabled)',
} as const
