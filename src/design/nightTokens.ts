import { tokens } from './tokens'

type ColorName = keyof typeof tokens.color
type ShadowName = keyof typeof tokens.shadow
type FilterName = keyof typeof tokens.filter

/**
 * The night theme: the same tokens as `tokens.ts`, with other colours and shadows, for visitors
 * whose phone or computer is set to dark (`theme.css.ts` applies them under `media.night`). Every
 * role stays the role it plays by day, so components never ask which theme they are in.
 *
 * The look: the cantina after dark, not the day page inverted. The page is the roasted brown of a
 * café de olla, cards a shade lighter as if lamp-lit, and the text is the day's cream masa. The chile
 * red brightens to a glowing coral so links and buttons still read, with the dark ink on it; agave
 * brightens likewise. The night blue, marigold, the flags, the QR code and paper keep their day
 * values: the header and footer are already night, marigold already glows, a QR code must stay dark
 * on light for scanners, and print stays black on white.
 *
 * The ratios beside the values are what the token pages compute (stories/docs/), and the docs test
 * fails when one drops below what its pairing needs.
 */
export const nightTokens = {
  color: {
    // Kept from the day: the night-blue bands, marigold, the hero's shade, the flags, the QR code,
    // paper, the logo's emblem, and the cream disc of a button over a drawing (overArt), which the
    // dark brown of the cards would lose against a drawing's night ground.
    ...tokens.color,
    page: '#1A120D',
    surface: '#261A13',
    surfaceSunken: '#120C08',
    ink: '#F5EADB', // on page: 15.5:1; on surface: 14.2:1
    inkMuted: '#CDB8A3', // on page: 9.6:1; on surface: 8.8:1
    line: '#45332A',
    brand: '#F47A62', // on page: 6.8:1; onBrand on it: 7.0:1
    brandStrong: '#FF9D87', // hover; onBrand on it: 9.3:1
    onBrand: '#1A0E09',
    onMarigold: '#1A0E09', // on marigold: 9.1:1
    agave: '#63C796', // on page: 8.9:1; onBrand on it: 9.1:1
    agaveSoft: '#163829', // agave on it: 6.2:1
    marigoldSoft: '#3B2B0B', // ink on it: 11.5:1
    brandSoft: '#3E1A13', // brandStrong on it: 7.6:1
    focus: '#8FB3FF', // against page: 8.8:1
    marker: '#A8BFEF', // on page: 10.0:1; on surface: 9.2:1
    onMarker: '#1A0E09', // on marker: 10.2:1
    markerAccent: '#14213D', // on marker: 8.6:1
    marigoldEdge: '#F2A516', // marigold itself: on the brown page it needs no rim (8.9:1 on page)
    toast: '#33251C', // a shade above the cards; onToast on it: 12.4:1
    onToast: '#F5EADB',
    toastEdge: '#A08670', // on the brown page: 5.4:1; on the night blue: 4.7:1
    scrim: 'rgba(8, 5, 3, 0.78)',
    mapHintShade: 'rgba(8, 5, 3, 0.35)',
  },
  /** On a dark ground a warm-brown shadow disappears: near-black, a little stronger. */
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.35), 0 1px 3px rgba(0, 0, 0, 0.25)',
    md: '0 4px 12px rgba(0, 0, 0, 0.4), 0 2px 4px rgba(0, 0, 0, 0.3)',
    lg: '0 16px 40px rgba(0, 0, 0, 0.55)',
  },
  /** The map's tiles are OpenStreetMap's day map: dimmed and warmed so they do not glare in the night page. */
  filter: {
    mapTiles: 'brightness(0.78) contrast(1.08) saturate(0.8) sepia(0.12)',
  },
} as const satisfies { color: Record<ColorName, string>; shadow: Record<ShadowName, string>; filter: Record<FilterName, string> }
