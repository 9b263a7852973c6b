/**
 * Amigo's design tokens, as plain data. `theme.css.ts` turns them into CSS variables. These are the
 * day theme's values; `nightTokens.ts` gives the colours and shadows other values at night.
 *
 * The look: a warm, confident Mexican cantina in a northern capital.
 * - Colour. A cream "masa" page (#FBF5EC) instead of white, for warmth; ink is a dark roasted
 *   brown, not black. The brand red is chile de árbol (#B42318): buttons and links. The night blue
 *   (#14213D) is Riga's winter sky: header, footer, QR code. Marigold (cempasúchil, #F2A516)
 *   is the festive accent: stars, the current page, focus rings on dark. Agave green marks vegan.
 *   Every text pair below meets WCAG AA (4.5:1; measured ratios in comments).
 * - Type. Alegreya, a calligraphic serif with a hand-made warmth, for headings; Rubik, a friendly
 *   sans with slightly rounded corners, for text and controls. Both cover Latvian, Estonian and
 *   Cyrillic and are self-hosted as variable fonts.
 * - Shape. Generous radii like hand-painted signs; soft, warm-tinted shadows.
 *
 * The colours are exported on their own as well: the few components that need one at run time
 * import these alone, not every token (whatever they import is in every page's first load).
 */
export const color = {
  page: '#FBF5EC',
  surface: '#FFFDF9',
  surfaceSunken: '#F3E9DA',
  ink: '#2B1A12', // on page: 15.4:1
  inkMuted: '#6A5243', // on page: 6.7:1; on sunken: 6.0:1
  line: '#E3D4BF',
  brand: '#B42318', // white on brand: 6.6:1; brand on page: 6.1:1
  brandStrong: '#8E1B12', // hover; white on it: 9.1:1
  onBrand: '#FFFFFF',
  night: '#14213D', // cream on night: 14.7:1
  nightRaised: '#1F2F52',
  onNight: '#FBF5EC',
  onNightMuted: '#C9CFDD', // on night: 10.2:1
  marigold: '#F2A516', // on night: 7.7:1; onMarigold on it: 8.0:1
  /** Text on marigold (a label, the skip link): the dark ink in both themes, as marigold stays light. */
  onMarigold: '#2B1A12',
  agave: '#1E6B4C', // white on agave: 6.4:1; agave on agaveSoft: 5.5:1
  agaveSoft: '#E2F1E8',
  /** Behind 'closing soon' on the page: ink on it 14.2:1. */
  marigoldSoft: '#FCEBC6',
  /** Behind 'closed' on the page: brandStrong on it 7.6:1. */
  brandSoft: '#FBE6E2',
  /**
   * What marks a state or who someone is (the menu's current section, the chef's-choice badge, a
   * guest's initial, the about page's discs): the night blue by day. At night the night blue is
   * lost on the brown page (1.2:1), so it turns a lamp-lit blue (nightTokens.ts).
   */
  marker: '#14213D', // on page: 14.7:1; on surface: 15.7:1
  onMarker: '#FBF5EC', // on marker: 14.7:1
  /** A letter or drawing on a marker (a guest's initial, a disc's icon): marigold by day. */
  markerAccent: '#F2A516', // on marker: 7.7:1
  /** The rim of a marigold marker (the premium badge, a disc, the 'closing soon' dot): marigold alone is 2:1 on the light page. */
  marigoldEdge: '#9C6100', // on surface: 5.0:1; on sunken: 4.2:1; on marigoldSoft: 4.3:1
  focus: '#1F56C4', // against page: 6.1:1 (3:1 needed for a focus ring)
  focusOnDark: '#F2A516',
  /**
   * A notification: a cream card by day, lamp-lit brown at night, with an edge that keeps it apart
   * from whatever it floats over (the cream page, the brown one, the night-blue footer).
   */
  toast: '#FFFDF9',
  onToast: '#2B1A12', // on toast: 16.4:1
  toastEdge: '#C9B69E', // on the page: 1.8:1, with the shadow under it; over the night blue the cream fill stands out (15.7:1)
  /** A round button laid over a drawing (the picture dialog's close): cream with the dark ink in both themes, like the drawings' plates. */
  overArt: '#FFFDF9',
  onOverArt: '#2B1A12', // on overArt: 16.4:1
  /** Behind a dialog: the night blue, see-through. */
  scrim: 'rgba(20, 33, 61, 0.72)',
  /** Over the map while a hint says how to move it: the night blue, light enough to see the map through. */
  mapHintShade: 'rgba(20, 33, 61, 0.3)',
  /** The home hero's shade over its artwork, from the left: the night blue, nearly opaque (its texts measure 7.3:1 and more over it). */
  heroShade: 'rgba(20, 33, 61, 0.9)',
  /** Papel picado flags, as in the hero artwork: decoration only, never behind text. */
  flagPink: '#EF6F7E',
  flagSky: '#2E5A9E',
  /** The QR code prints dark blue on white, whatever the page colour (specification, section 9). */
  qrDark: '#14213D',
  qrLight: '#FFFFFF',
  /** Printed pages: no cream background to waste ink on. */
  paper: '#FFFFFF',
  /** The logo's emblem, a chile on the sun: drawn in the brand's own red and green in every theme. */
  emblemChile: '#B42318',
  emblemStem: '#1E6B4C',
} as const

const fallbackFont = {
  display: '"Alegreya Fallback", "Alegreya Fallback Times", Georgia, serif',
  body: '"Rubik Fallback", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
}

/** The font stacks of the Russian pages: every character from one file per family. */
export const cyrillicFont = {
  display: `"Alegreya Latin Cyrillic", ${fallbackFont.display}`,
  body: `"Rubik Latin Cyrillic", ${fallbackFont.body}`,
}

export const tokens = {
  color,
  // Russian pages put each family's Cyrillic file first (cyrillicFont, above); the others reach it
  // only for a Cyrillic letter (fonts.css says why).
  // The fallbacks are metric-matched local fonts (fonts.css): little jump when the web fonts arrive.
  font: {
    display: `"Alegreya Latin", "Alegreya Cyrillic", ${fallbackFont.display}`,
    body: `"Rubik Latin", "Rubik Cyrillic", ${fallbackFont.body}`,
  },
  fontWeight: {
    regular: '400',
    medium: '500',
    bold: '700',
    heavy: '800',
  },
  /** A fluid scale: each step grows with the viewport between 390 px and 1280 px. */
  fontSize: {
    xs: '0.8125rem',
    sm: '0.9375rem',
    md: '1.0625rem',
    lg: 'clamp(1.1875rem, 1.1rem + 0.35vw, 1.375rem)',
    xl: 'clamp(1.5rem, 1.3rem + 0.8vw, 2rem)',
    xxl: 'clamp(2rem, 1.6rem + 1.7vw, 3rem)',
    display: 'clamp(2.5rem, 1.8rem + 3vw, 4.5rem)',
    /** The home hero's headline: as large as the display size on a phone, smaller beside the artwork. */
    hero: 'clamp(2.5rem, 1.6rem + 2.6vw, 4rem)',
    /** A blog article's text: a touch larger than the body for long reading. */
    reading: 'clamp(1.0625rem, 1rem + 0.25vw, 1.1875rem)',
    /** Body text on paper. */
    print: '9pt',
    /** A dish's description on paper, and the other lines under a dish or a section's heading. */
    printText: '8.5pt',
    /** On paper: badges, labels, captions; dish names; section headings; the restaurant's name. */
    printSmall: '8pt',
    printName: '10pt',
    printHeading: '13pt',
    printTitle: '20pt',
  },
  lineHeight: {
    tight: '1.1',
    snug: '1.3',
    body: '1.6',
    /** Long reading (a blog article): a little more air between lines. */
    relaxed: '1.75',
    /** Small text on paper (a dish's description): the printed menu fits on two sheets. */
    dense: '1.2',
  },
  space: {
    none: '0',
    xxs: '0.25rem',
    xs: '0.5rem',
    sm: '0.75rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2rem',
    xxl: '3rem',
    xxxl: '5rem',
  },
  radius: {
    sm: '0.375rem',
    md: '0.75rem',
    lg: '1.25rem',
    pill: '999px',
  },
  shadow: {
    sm: '0 1px 2px rgba(43, 26, 18, 0.08), 0 1px 3px rgba(43, 26, 18, 0.06)',
    md: '0 4px 12px rgba(43, 26, 18, 0.10), 0 2px 4px rgba(43, 26, 18, 0.06)',
    lg: '0 16px 40px rgba(20, 33, 61, 0.22)',
  },
  motion: {
    fast: '120ms',
    normal: '220ms',
    slow: '400ms',
    easing: 'cubic-bezier(0.2, 0, 0, 1)',
  },
  size: {
    content: '72rem',
    prose: '42rem',
    /**
     * A blog article's line length: about 65 characters of its text, which reads most comfortably.
     * In rem, not ch: a ch changes when the web font replaces its fallback, and the column would jump.
     */
    measure: '46rem',
    /** The round medallion that holds a feature card's drawing (about page). */
    featureIcon: '3.5rem',
    /** A blog post's picture: wider than its text, narrower than the page. */
    articleWide: '56rem',
    headerHeight: '4.5rem',
    /** Below the desktop header, the strip under its bar that holds the table request: a finger's height. */
    headerReserveStrip: '2.75rem',
    /** The address line above the header on wide screens; it scrolls away, the header stays. */
    headerTopBar: '2.25rem',
    /** The menu's sticky row of section links, under the header. */
    menuIndexHeight: '3.5rem',
    /**
     * The same on wide screens, where its links wrap: two rows (every language at 1280 px). Where a
     * third wraps (1024 px) it covers the section's top padding, not its heading; any more room and
     * a section just jumped to would land too far below the bar to count as the one being read.
     */
    menuIndexHeightWide: '5.5rem',
    thumbnail: '4.5rem',
    /** The round zoom hint on a picture. */
    iconBadge: '1.75rem',
    iconBadgeSmall: '1.375rem',
    /** The QR code as shown on the page (specification, section 9). */
    qrCode: '200px',
    /** The QR code at the top of the printed menu: over 2 cm, scannable from arm's length. */
    qrCodePrint: '22mm',
    /** The printed page's margin, inside what most printers can reach. */
    pageMargin: '10mm',
    switchTrackWidth: '2.75rem',
    switchTrackHeight: '1.625rem',
    switchThumb: '1rem',
    dialog: '46rem',
    /** The drawing of a status page (not found). */
    statusPicture: '22rem',
    touchTarget: '2.75rem',
    /** The open language picker's list. */
    languageList: '12rem',
    focusRing: '3px',
    /**
     * The open/closed line of the visit page (room for two lines: the longest status wraps in a
     * narrow column) and of the header: held empty until the status is known.
     */
    openingStatus: '3rem',
    openingStatusCompact: '1.5rem',
    /**
     * A notification's width, and the room the footer keeps clear under its last line for one: a
     * two-line notification and its 1rem off the screen's edge (bottom right), so that at the end of
     * a page it covers nothing.
     */
    toast: '22rem',
    toastLane: '6rem',
    statusDot: '0.5rem',
    /** The initial beside a guest's review. */
    avatar: '2.5rem',
    /** The visit page's storefront: cropped to a band on phones so the address shows in the first screen; whole (3:2) on wide screens. */
    storefrontCrop: '2 / 1',
    storefrontWhole: '3 / 2',
    /** The visit page's map box: square on phones (room for the popup above the marker), 16:10 from tablets up. */
    mapRatio: '1 / 1',
    mapRatioWide: '16 / 10',
    /** The map's popup card, and its close button: smaller than a touch target, still above WCAG's 24 px. */
    mapPopup: '17rem',
    compactTarget: '2rem',
    /** The home hero on wide screens: the artwork's 16:9 at the page's width, within bounds; its text column, on the calm left half. */
    heroHeight: 'clamp(38rem, 56.25vw, 44rem)',
    heroText: 'min(36rem, 50vw)',
    /** The small drawings of the home page's "why choose us" cards. */
    reasonIllustration: '4.5rem',
  },
  /** Filters on pictures the site does not draw itself, so it cannot retone them: the map's tiles. */
  filter: {
    mapTiles: 'none',
  },
  zIndex: {
    stickyBar: '5',
    header: '10',
    overlay: '20',
    toast: '30',
  },
} as const

/** Breakpoints in px: media queries cannot read CSS variables, so these stay numbers. */
export const breakpoints = {
  /** Narrower than this (a 320 px phone), a legal page's heading steps down a size to make room. */
  smallPhone: 360,
  /** Narrower than this, the header drops the logo's tagline to make room. */
  roomyPhone: 420,
  tablet: 740,
  desktop: 1024,
  /** From this width the header's reserve button has room for its whole label in every language. */
  wide: 1280,
} as const

/** Timings that live in JavaScript rather than CSS. */
export const timing = {
  /** Toasts stay this long unless hovered or focused (specification, section 9). */
  toastMs: 5000,
  /** Hover delay before a tooltip appears (specification, section 9). */
  tooltipDelayMs: 700,
} as const
