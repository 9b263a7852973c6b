import type { CSSProperties } from 'react'
import { themes, type Theme } from '../../.storybook/theme'
import { themeScope } from '../../.storybook/themes.css'
import { nightTokens } from '../../src/design/nightTokens'
import { vars } from '../../src/design/theme.css'
import { tokens } from '../../src/design/tokens'
import { WithCode } from './ArtDirection'
import { contrastRatio, formatRatio, verdict, type Verdict } from './contrast'
import { card, label, mono, TokenSection } from './TokenDocs'
import { nightDesignNotes, tokenNotes } from './tokenSource'

/**
 * The colour page of the docs, generated from src/design/tokens.ts (the day) and
 * src/design/nightTokens.ts (the night): every swatch iterates the tokens, every ratio is computed
 * from the theme's own values, every note is read from the comments beside them. Each part paints
 * inside its theme's scope (`themeScope`), so the day and the night stand side by side whatever the
 * theme toolbar shows.
 */

type ColorName = keyof typeof tokens.color
const colorNames = Object.keys(tokens.color) as ColorName[]
const palettes: Record<Theme, Record<ColorName, string>> = { day: tokens.color, night: nightTokens.color }
const notes: Record<Theme, Record<string, Record<string, string>>> = { day: tokenNotes('day'), night: tokenNotes('night') }
export const themeTitles: Record<Theme, string> = { day: 'By day', night: 'At night' }

/**
 * Which text (or focus ring) colours are used on which surface: the design's pairings, as the
 * components use them, the same in both themes (a token keeps its role). The ratios are computed;
 * only the pairing is written down here. A pairing whose ratio drops below what it needs, in either
 * theme, shows in red on the page and fails the docs test.
 */
export const pairings: { on: ColorName; use: ColorName[]; need: number; what: string }[] = [
  { on: 'page', use: ['ink', 'inkMuted', 'brand', 'brandStrong', 'agave'], need: 4.5, what: 'text' },
  { on: 'surface', use: ['ink', 'inkMuted', 'brand'], need: 4.5, what: 'text' },
  { on: 'surfaceSunken', use: ['ink', 'inkMuted', 'brand'], need: 4.5, what: 'text' },
  { on: 'night', use: ['onNight', 'onNightMuted', 'marigold'], need: 4.5, what: 'text' },
  { on: 'nightRaised', use: ['onNight', 'onNightMuted'], need: 4.5, what: 'text' },
  { on: 'brand', use: ['onBrand'], need: 4.5, what: 'text' },
  { on: 'brandStrong', use: ['onBrand'], need: 4.5, what: 'text' },
  { on: 'agave', use: ['onBrand'], need: 4.5, what: 'text' },
  { on: 'agaveSoft', use: ['agave', 'ink'], need: 4.5, what: 'text' },
  { on: 'marigold', use: ['onMarigold', 'night'], need: 4.5, what: 'text' },
  { on: 'marigoldSoft', use: ['ink'], need: 4.5, what: 'text' },
  { on: 'brandSoft', use: ['brandStrong', 'ink'], need: 4.5, what: 'text' },
  { on: 'toast', use: ['onToast'], need: 4.5, what: 'text' },
  { on: 'overArt', use: ['onOverArt'], need: 4.5, what: 'icon' },
  { on: 'heroShade', use: ['onNight'], need: 4.5, what: 'text' },
  { on: 'marker', use: ['onMarker', 'markerAccent'], need: 4.5, what: 'text' },
  { on: 'page', use: ['marker', 'marigoldEdge'], need: 3, what: 'state marker' },
  { on: 'surface', use: ['marker', 'marigoldEdge'], need: 3, what: 'state marker' },
  { on: 'surfaceSunken', use: ['marker', 'marigoldEdge'], need: 3, what: 'state marker' },
  { on: 'marigoldSoft', use: ['marigoldEdge'], need: 3, what: 'state marker' },
  { on: 'page', use: ['focus'], need: 3, what: 'focus ring' },
  { on: 'surface', use: ['focus'], need: 3, what: 'focus ring' },
  { on: 'night', use: ['focusOnDark'], need: 3, what: 'focus ring' },
  { on: 'toast', use: ['focus'], need: 3, what: 'focus ring' },
  { on: 'night', use: ['toastEdge'], need: 3, what: 'edge' },
  { on: 'qrLight', use: ['qrDark'], need: 4.5, what: 'QR modules' },
]

/** The pairs that are in use, with their ratio in a theme. */
export function measuredPairs(theme: Theme) {
  const color = palettes[theme]
  return pairings.flatMap(({ on, use, need, what }) =>
    use.map((text) => {
      const ratio = contrastRatio(color[text], color[on], color.page)
      return { text, on, ratio, need, what, passes: ratio >= need }
    }),
  )
}

const verdictColors: Record<Verdict, { background: string; color: string }> = {
  AAA: { background: vars.color.agaveSoft, color: vars.color.agave },
  AA: { background: vars.color.agaveSoft, color: vars.color.agave },
  'AA large': { background: vars.color.marigoldSoft, color: vars.color.ink },
  fails: { background: vars.color.brandSoft, color: vars.color.brandStrong },
}

function RatioChip({ ratio, need }: { ratio: number; need: number }) {
  const passes = ratio >= need
  const result = passes ? (need < 4.5 ? 'AA' : verdict(ratio)) : 'fails'
  return (
    <span style={{ ...mono, ...verdictColors[result], borderRadius: vars.radius.pill, padding: '0.0625rem 0.5rem', fontWeight: 600, whiteSpace: 'nowrap' }}>
      {formatRatio(ratio)} {passes ? result : `fails (needs ${need}:1)`}
    </span>
  )
}

/** The colour groups of the palette, by role. A token no group names lands in "More". */
const colorGroups: { title: string; description: string; names: string[] }[] = [
  {
    title: 'Surfaces',
    description: 'What the pages are made of. By day the cream masa page, cards a shade lighter, sunken wells a shade darker; at night the roasted brown of café de olla, cards lamp-lit a shade lighter. The night-blue bands (header, footer) are the same in both.',
    names: ['page', 'surface', 'surfaceSunken', 'night', 'nightRaised'],
  },
  { title: 'Text', description: 'Roasted-brown ink on the light page by day, the cream of the masa on the brown page at night; cream on the night blue in both. onBrand is the text on an action: white by day, dark ink on the glowing coral at night.', names: ['ink', 'inkMuted', 'onBrand', 'onMarigold', 'onNight', 'onNightMuted'] },
  { title: 'Brand and accents', description: 'Chile de árbol red for actions and links (a glowing coral at night, so it still reads on brown), marigold for festive accents, agave green for vegan.', names: ['brand', 'brandStrong', 'marigold', 'agave'] },
  { title: 'Soft backgrounds', description: 'Behind status labels: open, closing soon, closed.', names: ['agaveSoft', 'marigoldSoft', 'brandSoft'] },
  {
    title: 'State markers',
    description: 'What marks a state or who someone is: the current section of the menu, the chef’s-choice badge, a guest’s initial, the about page’s discs. The night blue by day; at night a lamp-lit blue, since the night blue disappears on the brown page. Marigold markers get a rim of marigoldEdge by day, when marigold alone is too pale on the light page. Each keeps 3:1 against the page and the cards in both themes.',
    names: ['marker', 'onMarker', 'markerAccent', 'marigoldEdge'],
  },
  { title: 'Focus', description: 'The keyboard focus ring, on the page and on the night blue.', names: ['focus', 'focusOnDark'] },
  {
    title: 'Overlays',
    description: 'Notifications (a cream card by day, lamp-lit brown at night, with an edge that keeps them apart from the night-blue footer), the round button over a drawing (cream in both themes), and the night blue made see-through.',
    names: ['toast', 'onToast', 'toastEdge', 'overArt', 'onOverArt', 'scrim', 'heroShade', 'mapHintShade'],
  },
  { title: 'Decoration', description: 'Lines between things, and the papel picado flags: never behind text.', names: ['line', 'flagPink', 'flagSky'] },
  { title: 'Logo', description: "The emblem's chile and stem: the brand's own red and green, which a logo keeps in both themes.", names: ['emblemChile', 'emblemStem'] },
  { title: 'Print and QR code', description: 'Paper and the QR code, the same in both themes: scanners need dark modules on light, and print is black on white.', names: ['qrDark', 'qrLight', 'paper'] },
]

const isColor = (name: string): name is ColorName => name in tokens.color

function groupsWithRest() {
  const named = new Set<string>(colorGroups.flatMap((group) => group.names))
  const rest = colorNames.filter((name) => !named.has(name))
  const known = colorGroups.map((group) => ({ ...group, names: group.names.filter(isColor) }))
  return rest.length ? [...known, { title: 'More', description: 'Tokens this page does not group yet.', names: rest }] : known
}

/** What the night theme is and why, in the words written above `nightTokens` in nightTokens.ts. */
export function NightNotes() {
  return (
    <TokenSection>
      <div className={themeScope.night} style={{ ...card, background: vars.color.page, color: vars.color.ink, padding: vars.space.md, display: 'grid', gap: vars.space.xs, maxWidth: '50rem' }}>
        <span style={{ ...label, color: vars.color.marigold }}>The night theme</span>
        {nightDesignNotes().map((paragraph) => (
          <p key={paragraph} style={{ margin: 0, lineHeight: vars.lineHeight.body }}>
            <WithCode text={paragraph} />
          </p>
        ))}
      </div>
    </TokenSection>
  )
}

const small: CSSProperties = { margin: 0, fontSize: '0.8125rem', lineHeight: 1.3 }

/** One theme's half of a swatch: the colour with the texts it carries, its value, its ratios, its note. */
function SwatchHalf({ name, theme }: { name: ColorName; theme: Theme }) {
  const pairs = measuredPairs(theme)
  const usedOn = pairs.filter((pair) => pair.text === name)
  const carries = pairs.filter((pair) => pair.on === name)
  const note = notes[theme].color?.[name]
  return (
    <div className={themeScope[theme]} style={{ background: vars.color.surface, color: vars.color.ink, display: 'grid', gridTemplateRows: '5rem auto', minWidth: 0 }}>
      <div style={{ background: vars.color[name], borderBottom: `1px solid ${vars.color.line}`, display: 'flex', alignItems: 'flex-end', gap: '0.375rem', padding: '0.5rem', flexWrap: 'wrap' }}>
        {carries.map((pair) => (
          <span key={pair.text} style={{ color: vars.color[pair.text], fontFamily: vars.font.display, fontWeight: 800, fontSize: '1.375rem', lineHeight: 1 }} aria-hidden="true">
            Aa
          </span>
        ))}
      </div>
      <div style={{ padding: '0.625rem', display: 'grid', gap: '0.375rem', alignContent: 'start' }}>
        <span style={label}>{theme}</span>
        <code style={{ ...mono, color: vars.color.inkMuted, overflowWrap: 'anywhere' }}>{palettes[theme][name]}</code>
        {usedOn.length > 0 && (
          <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.25rem' }} aria-label={`${name} on its surfaces, ${theme}`}>
            {usedOn.map((pair) => (
              <li key={pair.on} style={{ ...small, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'center', gap: '0.5rem' }}>
                <span style={{ overflowWrap: 'anywhere' }}>on {pair.on}</span>
                <RatioChip ratio={pair.ratio} need={pair.need} />
              </li>
            ))}
          </ul>
        )}
        {carries.length > 0 && <p style={{ ...small, color: vars.color.inkMuted }}>Carries: {carries.map((pair) => pair.text).join(', ')}</p>}
        {note && <p style={{ ...small, fontSize: vars.fontSize.xs, color: vars.color.inkMuted }}>{note}</p>}
      </div>
    </div>
  )
}

/** A colour token in both themes: the day half and the night half side by side. */
function Swatch({ name }: { name: ColorName }) {
  return (
    <figure style={{ ...card, margin: 0, display: 'grid' }}>
      <figcaption style={{ padding: '0.5rem 0.75rem', fontFamily: vars.font.display, fontSize: '1.125rem', fontWeight: 800, borderBottom: `1px solid ${vars.color.line}` }}>{name}</figcaption>
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr' }}>
        {themes.map((theme) => (
          <SwatchHalf key={theme} name={name} theme={theme} />
        ))}
      </div>
    </figure>
  )
}

/** Every colour token, grouped by role, each by day and at night with its ratios on the surfaces it is used on. */
export function ColourPalette() {
  return (
    <TokenSection>
      {groupsWithRest().map((group) => (
        <section key={group.title} style={{ display: 'grid', gap: vars.space.sm }} aria-labelledby={`palette-${group.title}`}>
          <h2 id={`palette-${group.title}`} style={{ margin: 0, fontFamily: vars.font.display, fontSize: vars.fontSize.xl }}>
            {group.title}
          </h2>
          <p style={{ margin: 0, color: vars.color.inkMuted, maxWidth: '46rem' }}>{group.description}</p>
          <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(21rem, 1fr))', gap: vars.space.md }}>
            {group.names.map((name) => (
              <Swatch key={name} name={name} />
            ))}
          </div>
        </section>
      ))}
    </TokenSection>
  )
}

/** The pairings of one theme as text on each surface, large: how the pairs read, and whether they pass. */
export function ContrastPairs({ theme }: { theme: Theme }) {
  return (
    <div className={themeScope[theme]} style={{ background: vars.color.page, color: vars.color.ink, borderRadius: vars.radius.md, padding: vars.space.md }}>
      <TokenSection>
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))', gap: vars.space.md }}>
          {measuredPairs(theme).map((pair) => (
            <div key={`${pair.text}-${pair.on}`} style={{ ...card, display: 'grid' }}>
              <div style={{ background: vars.color[pair.on], padding: '1rem', minHeight: '5.5rem', display: 'grid', alignContent: 'center', gap: '0.25rem' }}>
                {pair.what === 'focus ring' ? (
                  <span style={{ justifySelf: 'start', padding: '0.5rem 1rem', borderRadius: vars.radius.pill, outline: `3px solid ${vars.color[pair.text]}`, outlineOffset: 2, color: pair.on === 'night' ? vars.color.onNight : vars.color.ink }}>
                    Focused button
                  </span>
                ) : pair.what === 'state marker' || pair.what === 'edge' ? (
                  // A shape, not text: a marker (or a notification's edge) is seen against what is behind it.
                  <span aria-hidden="true" style={{ justifySelf: 'start', width: '6rem', height: '2rem', borderRadius: vars.radius.pill, background: vars.color[pair.text] }} />
                ) : (
                  <>
                    <span style={{ color: vars.color[pair.text], fontFamily: vars.font.display, fontWeight: 800, fontSize: '1.5rem', lineHeight: 1.1 }}>Mi casa es tu casa</span>
                    <span style={{ color: vars.color[pair.text], fontSize: '0.9375rem' }}>Tacos, burritos, margaritas</span>
                  </>
                )}
              </div>
              <div style={{ padding: '0.625rem 0.75rem', display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '0.5rem', flexWrap: 'wrap' }}>
                <span style={{ fontSize: '0.8125rem' }}>
                  <strong>{pair.text}</strong> on <strong>{pair.on}</strong>
                  {pair.what !== 'text' ? ` (${pair.what})` : ''}
                </span>
                <RatioChip ratio={pair.ratio} need={pair.need} />
              </div>
            </div>
          ))}
        </div>
      </TokenSection>
    </div>
  )
}

/** Every text colour against every surface in one theme: for pairs nobody uses yet, before someone does. */
export function ContrastMatrix({ theme }: { theme: Theme }) {
  const color = palettes[theme]
  const texts: ColorName[] = [...new Set(pairings.flatMap((pairing) => pairing.use))]
  const surfaces: ColorName[] = [...new Set(pairings.map((pairing) => pairing.on))]
  const cell: CSSProperties = { padding: '0.3125rem 0.25rem', borderBottom: `1px solid ${vars.color.line}`, textAlign: 'center' }
  return (
    <div className={`sb-unstyled ${themeScope[theme]}`} style={{ margin: `${vars.space.md} 0`, background: vars.color.page, color: vars.color.ink, borderRadius: vars.radius.md, padding: vars.space.sm }}>
      <table style={{ borderCollapse: 'collapse', fontFamily: vars.font.body, fontSize: '0.75rem', color: vars.color.ink, width: '100%' }}>
        <caption style={{ ...label, textAlign: 'left', padding: '0.5rem 0' }}>{themeTitles[theme]}. Rows: the surface. Columns: the text colour on it.</caption>
        <thead>
          <tr>
            <th scope="col" style={{ ...cell, textAlign: 'left' }}>
              on ↓ · text →
            </th>
            {texts.map((text) => (
              <th key={text} scope="col" style={{ ...cell, fontWeight: 600, overflowWrap: 'anywhere' }}>
                {text}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {surfaces.map((surface) => (
            <tr key={surface}>
              <th scope="row" style={{ ...cell, textAlign: 'left', whiteSpace: 'nowrap' }}>
                <span style={{ display: 'inline-block', width: '0.75rem', height: '0.75rem', borderRadius: '50%', background: vars.color[surface], border: `1px solid ${vars.color.line}`, marginRight: 4, verticalAlign: 'middle' }} />
                {surface}
              </th>
              {texts.map((text) => {
                const ratio = contrastRatio(color[text], color[surface], color.page)
                const used = pairings.some((pairing) => pairing.on === surface && pairing.use.includes(text))
                const result = verdict(ratio)
                return (
                  <td key={text} style={{ ...cell, ...(used ? verdictColors[result] : { color: result === 'fails' ? vars.color.inkMuted : vars.color.ink }), fontWeight: used ? 700 : 400 }}>
                    {formatRatio(ratio).replace(':1', '')}
                    {used ? '●' : ''}
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p style={{ margin: '0.5rem 0 0', fontSize: '0.8125rem', color: vars.color.inkMuted }}>Ratios to 1, rounded down as WCAG asks. ● a pairing the site uses, coloured by what it passes.</p>
    </div>
  )
}
