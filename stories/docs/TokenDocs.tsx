import type { CSSProperties, ReactNode } from 'react'
import { breakpoints, timing, tokens } from '../../src/design/tokens'
import { vars } from '../../src/design/theme.css'
import { languageInfo, languages } from '../../src/i18n/languages'
import { contrastRatio, formatRatio, verdict, type Verdict } from './contrast'
import { tokenNotes } from './tokenSource'

/**
 * The token pages of the docs, generated from src/design/tokens.ts: every table below iterates the
 * `tokens` object, every ratio is computed from its values, and every note is read from the
 * comments in the file. A token added there shows up here; none can be forgotten or mistyped.
 * Swatches paint with the CSS variables (`vars`), exactly as the site's styles do.
 */

type ColorName = keyof typeof tokens.color
const colorNames = Object.keys(tokens.color) as ColorName[]
const notes = tokenNotes()

const mono: CSSProperties = { fontFamily: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace', fontSize: '0.8125rem' }

/** A token group's entries, typed by the group's own names. */
const tokenEntries = <Group extends Record<string, string>>(group: Group) => Object.entries(group) as [keyof Group & string, string][]

/** A token's raw value, as written in tokens.ts. */
const TokenValue = ({ value }: { value: string }) => <code style={mono}>{value}</code>
const label: CSSProperties = { fontFamily: vars.font.body, fontSize: vars.fontSize.xs, color: vars.color.inkMuted, letterSpacing: '0.04em', textTransform: 'uppercase', fontWeight: vars.fontWeight.medium }
const card: CSSProperties = { background: vars.color.surface, border: `1px solid ${vars.color.line}`, borderRadius: vars.radius.md, boxShadow: vars.shadow.sm, overflow: 'hidden' }

/** Docs-page frame: the site's own fonts and colours, not Storybook's. */
export function TokenSection({ children }: { children: ReactNode }) {
  // `sb-unstyled`: Storybook's docs typography stays out of the site's own.
  return (
    <div className="sb-unstyled" style={{ fontFamily: vars.font.body, color: vars.color.ink, display: 'grid', gap: vars.space.xl, margin: `${vars.space.lg} 0` }}>
      {children}
    </div>
  )
}

function Note({ group, name }: { group: string; name: string }) {
  const note = notes[group]?.[name]
  return note ? <p style={{ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.inkMuted, lineHeight: vars.lineHeight.snug }}>{note}</p> : null
}

// ---------------------------------------------------------------------------------------------
// Colour

/**
 * Which text (or focus ring) colours are used on which surface: the design's pairings, as the
 * components use them. The ratios are computed; only the pairing is written down here. A pairing
 * whose ratio drops below what it needs shows in red on the page, and fails the docs test.
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
  { on: 'marigold', use: ['ink', 'night'], need: 4.5, what: 'text' },
  { on: 'marigoldSoft', use: ['ink'], need: 4.5, what: 'text' },
  { on: 'brandSoft', use: ['brandStrong', 'ink'], need: 4.5, what: 'text' },
  { on: 'toast', use: ['onNight'], need: 4.5, what: 'text' },
  { on: 'heroShade', use: ['onNight'], need: 4.5, what: 'text' },
  { on: 'page', use: ['focus'], need: 3, what: 'focus ring' },
  { on: 'night', use: ['focusOnDark'], need: 3, what: 'focus ring' },
  { on: 'qrLight', use: ['qrDark'], need: 4.5, what: 'QR modules' },
]

/** The pairs that are in use, with their computed ratio. */
export function measuredPairs() {
  return pairings.flatMap(({ on, use, need, what }) =>
    use.map((text) => {
      const ratio = contrastRatio(tokens.color[text], tokens.color[on], tokens.color.page)
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
  const colors = verdictColors[result]
  return (
    <span style={{ ...mono, ...colors, borderRadius: vars.radius.pill, padding: '0.0625rem 0.5rem', fontWeight: 600, whiteSpace: 'nowrap' }}>
      {formatRatio(ratio)} {passes ? result : `fails (needs ${need}:1)`}
    </span>
  )
}

/** The colour groups of the palette, by role. A token no group names lands in "More". */
const colorGroups: { title: string; description: string; names: string[] }[] = [
  { title: 'Surfaces', description: 'What the pages are made of: the cream masa page, cards a shade lighter, sunken wells a shade darker, and the night-blue bands.', names: ['page', 'surface', 'surfaceSunken', 'night', 'nightRaised'] },
  { title: 'Text', description: 'Roasted-brown ink on the light surfaces, cream on the night blue.', names: ['ink', 'inkMuted', 'onBrand', 'onNight', 'onNightMuted'] },
  { title: 'Brand and accents', description: 'Chile de árbol red for actions and links, marigold for festive accents, agave green for vegan.', names: ['brand', 'brandStrong', 'marigold', 'agave'] },
  { title: 'Soft backgrounds', description: 'Behind status labels: open, closing soon, closed.', names: ['agaveSoft', 'marigoldSoft', 'brandSoft'] },
  { title: 'Focus', description: 'The keyboard focus ring, on light and on dark.', names: ['focus', 'focusOnDark'] },
  { title: 'Overlays', description: 'Notifications, and the night blue made see-through.', names: ['toast', 'scrim', 'heroShade', 'mapHintShade'] },
  { title: 'Decoration', description: 'Lines between things, and the papel picado flags: never behind text.', names: ['line', 'flagPink', 'flagSky'] },
  { title: 'Print and QR code', description: 'Paper and the QR code, whatever the page colour.', names: ['qrDark', 'qrLight', 'paper'] },
]

const isColor = (name: string): name is ColorName => name in tokens.color

function groupsWithRest() {
  const named = new Set<string>(colorGroups.flatMap((group) => group.names))
  const rest = colorNames.filter((name) => !named.has(name))
  const known = colorGroups.map((group) => ({ ...group, names: group.names.filter(isColor) }))
  return rest.length ? [...known, { title: 'More', description: 'Tokens this page does not group yet.', names: rest }] : known
}

function Swatch({ name }: { name: ColorName }) {
  const value = tokens.color[name]
  const usedOn = measuredPairs().filter((pair) => pair.text === name)
  const carries = measuredPairs().filter((pair) => pair.on === name)
  return (
    <figure style={{ ...card, margin: 0, display: 'grid', gridTemplateRows: '6rem auto' }}>
      <div
        style={{
          background: vars.color[name],
          borderBottom: `1px solid ${vars.color.line}`,
          display: 'flex',
          alignItems: 'flex-end',
          gap: '0.375rem',
          padding: '0.5rem',
          flexWrap: 'wrap',
        }}
      >
        {carries.map((pair) => (
          <span key={pair.text} style={{ color: vars.color[pair.text], fontFamily: vars.font.display, fontWeight: 800, fontSize: '1.375rem', lineHeight: 1 }} aria-hidden="true">
            Aa
          </span>
        ))}
      </div>
      <figcaption style={{ padding: '0.75rem', display: 'grid', gap: '0.375rem', alignContent: 'start' }}>
        <strong style={{ fontFamily: vars.font.display, fontSize: '1.125rem', fontWeight: 800 }}>{name}</strong>
        <code style={{ ...mono, color: vars.color.inkMuted }}>{value}</code>
        {usedOn.length > 0 && (
          <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.25rem' }} aria-label={`${name} on its surfaces`}>
            {usedOn.map((pair) => (
              <li key={pair.on} style={{ fontSize: '0.8125rem', lineHeight: 1.3, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'center', gap: '0.5rem', margin: 0 }}>
                <span style={{ overflowWrap: 'anywhere' }}>on {pair.on}</span>
                <RatioChip ratio={pair.ratio} need={pair.need} />
              </li>
            ))}
          </ul>
        )}
        {carries.length > 0 && (
          <p style={{ margin: 0, fontSize: '0.8125rem', color: vars.color.inkMuted }}>Carries: {carries.map((pair) => pair.text).join(', ')}</p>
        )}
        <Note group="color" name={name} />
      </figcaption>
    </figure>
  )
}

/** Every colour token, grouped by role, each with its ratios on the surfaces it is used on. */
export function ColourPalette() {
  return (
    <TokenSection>
      {groupsWithRest().map((group) => (
        <section key={group.title} style={{ display: 'grid', gap: vars.space.sm }} aria-labelledby={`palette-${group.title}`}>
          <h2 id={`palette-${group.title}`} style={{ margin: 0, fontFamily: vars.font.display, fontSize: vars.fontSize.xl }}>
            {group.title}
          </h2>
          <p style={{ margin: 0, color: vars.color.inkMuted, maxWidth: '46rem' }}>{group.description}</p>
          <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(14.5rem, 1fr))', gap: vars.space.md }}>
            {group.names.map((name) => (
              <Swatch key={name} name={name} />
            ))}
          </div>
        </section>
      ))}
    </TokenSection>
  )
}

/** The pairings as text on each surface, large: how the pairs read, and whether they pass. */
export function ContrastPairs() {
  const pairs = measuredPairs()
  return (
    <TokenSection>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))', gap: vars.space.md }}>
        {pairs.map((pair) => (
          <div key={`${pair.text}-${pair.on}`} style={{ ...card, display: 'grid' }}>
            <div style={{ background: vars.color[pair.on], padding: '1rem', minHeight: '5.5rem', display: 'grid', alignContent: 'center', gap: '0.25rem' }}>
              {pair.what === 'text' || pair.what === 'QR modules' ? (
                <>
                  <span style={{ color: vars.color[pair.text], fontFamily: vars.font.display, fontWeight: 800, fontSize: '1.5rem', lineHeight: 1.1 }}>Mi casa es tu casa</span>
                  <span style={{ color: vars.color[pair.text], fontSize: '0.9375rem' }}>Tacos, burritos, margaritas</span>
                </>
              ) : (
                <span style={{ justifySelf: 'start', padding: '0.5rem 1rem', borderRadius: vars.radius.pill, outline: `3px solid ${vars.color[pair.text]}`, outlineOffset: 2, color: pair.on === 'night' ? vars.color.onNight : vars.color.ink }}>
                  Focused button
                </span>
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
  )
}

/** Every text colour against every surface: for pairs nobody uses yet, before someone does. */
export function ContrastMatrix() {
  const texts: ColorName[] = [...new Set(pairings.flatMap((pairing) => pairing.use))]
  const surfaces: ColorName[] = [...new Set(pairings.map((pairing) => pairing.on))]
  const cell: CSSProperties = { padding: '0.3125rem 0.25rem', borderBottom: `1px solid ${vars.color.line}`, textAlign: 'center' }
  return (
    <div className="sb-unstyled" style={{ margin: `${vars.space.md} 0` }}>
      <table style={{ borderCollapse: 'collapse', fontFamily: vars.font.body, fontSize: '0.75rem', color: vars.color.ink, width: '100%' }}>
        <caption style={{ ...label, textAlign: 'left', padding: '0.5rem 0' }}>Rows: the surface. Columns: the text colour on it.</caption>
        <thead>
          <tr>
            <th scope="col" style={{ ...cell, textAlign: 'left' }}>
              on ↓ · text →
            </th>
            {texts.map((text) => (
              <th key={text} scope="col" style={{ ...cell, color: vars.color.ink, fontWeight: 600, overflowWrap: 'anywhere' }}>
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
                const ratio = contrastRatio(tokens.color[text], tokens.color[surface], tokens.color.page)
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
      <p style={{ margin: '0.5rem 0 0', fontSize: '0.8125rem', color: vars.color.inkMuted }}>
        Ratios to 1, rounded down as WCAG asks. ● a pairing the site uses, coloured by what it passes.
      </p>
    </div>
  )
}

// ---------------------------------------------------------------------------------------------
// Type

/** px at a viewport width, for a token that is a length or a clamp() of rem and vw. */
export function pxAt(value: string, viewportWidth: number): number | undefined {
  const length = (part: string): number | undefined => {
    const terms = part.split('+').map((term) => term.trim())
    let total = 0
    for (const term of terms) {
      if (term === '0') continue
      const match = /^(-?[\d.]+)(rem|px|vw|pt)$/.exec(term)
      if (!match) return undefined
      const amount = Number(match[1])
      total += match[2] === 'rem' ? amount * 16 : match[2] === 'vw' ? (amount * viewportWidth) / 100 : match[2] === 'pt' ? (amount * 4) / 3 : amount
    }
    return total
  }
  const clamp = /^clamp\((.+),(.+),(.+)\)$/.exec(value)
  if (!clamp) return length(value)
  const [low, preferred, high] = [length(clamp[1] ?? ''), length(clamp[2] ?? ''), length(clamp[3] ?? '')]
  if (low === undefined || preferred === undefined || high === undefined) return undefined
  return Math.min(Math.max(preferred, low), high)
}

const px = (value: number | undefined) => (value === undefined ? '—' : `${Math.round(value * 10) / 10} px`)

function TokenTable({ columns, rows, caption }: { columns: string[]; rows: ReactNode[][]; caption: string }) {
  const cell: CSSProperties = { padding: '0.625rem 0.75rem', borderBottom: `1px solid ${vars.color.line}`, textAlign: 'left', verticalAlign: 'middle' }
  return (
    <table style={{ ...card, borderCollapse: 'separate', borderSpacing: 0, width: '100%', fontSize: '0.875rem' }}>
      <caption style={{ textAlign: 'left', padding: '0.75rem', ...label }}>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col" style={{ ...cell, ...label, background: vars.color.surfaceSunken }}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={index}>
            {row.map((content, column) =>
              column === 0 ? (
                <th key={column} scope="row" style={{ ...cell, fontWeight: 600 }}>
                  {content}
                </th>
              ) : (
                <td key={column} style={cell}>
                  {content}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** The two families with a line in every script the site writes. */
export function Typefaces() {
  const samples = languages.map((language) => languageInfo[language].nativeName).join(' · ')
  const families: { name: keyof typeof tokens.font; role: string }[] = [
    { name: 'display', role: 'Headings: Alegreya, a calligraphic serif with a hand-made warmth' },
    { name: 'body', role: 'Text and controls: Rubik, a friendly sans with slightly rounded corners' },
  ]
  return (
    <TokenSection>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(20rem, 1fr))', gap: vars.space.md }}>
        {families.map(({ name, role }) => (
          <figure key={name} style={{ ...card, margin: 0, padding: vars.space.lg, display: 'grid', gap: vars.space.sm }}>
            <span style={label}>font.{name}</span>
            <span style={{ fontFamily: vars.font[name], fontSize: '3.5rem', lineHeight: 1, fontWeight: name === 'display' ? 800 : 500 }} aria-hidden="true">
              Aa Ķķ Жж
            </span>
            <p style={{ margin: 0, fontFamily: vars.font[name], fontSize: '1.25rem', fontWeight: name === 'display' ? 700 : 400 }}>Mi casa es tu casa — Tērbatas iela, Rīga. Õhtusöök. Добро пожаловать!</p>
            <p style={{ margin: 0, fontFamily: vars.font[name] }}>{samples}</p>
            <figcaption style={{ fontSize: '0.8125rem', color: vars.color.inkMuted }}>
              {role}
              <br />
              <code style={mono}>{tokens.font[name]}</code>
            </figcaption>
          </figure>
        ))}
      </div>
    </TokenSection>
  )
}

/** Every font size, drawn at its size, with its px at the phone and desktop widths. */
export function TypeScale() {
  const sizes = tokenEntries(tokens.fontSize)
  return (
    <TokenSection>
      <TokenTable
        caption="fontSize — a fluid scale between 390 px and 1280 px"
        columns={['token', 'sample', 'at 390 px', 'at 1280 px', 'value']}
        rows={sizes.map(([name, value]) => [
          <span key="name">
            {name}
            <Note group="fontSize" name={name} />
          </span>,
          // Headings set the larger sizes in the display face.
          <span key="sample" style={{ fontSize: vars.fontSize[name], fontFamily: (pxAt(value, 1280) ?? 0) >= 24 ? vars.font.display : vars.font.body, fontWeight: (pxAt(value, 1280) ?? 0) >= 24 ? 800 : 400, lineHeight: 1.15, display: 'block', whiteSpace: 'nowrap' }}>
            {(pxAt(value, 1280) ?? 0) >= 32 ? 'Amigo' : 'Tacos al pastor'}
          </span>,
          px(pxAt(value, 390)),
          px(pxAt(value, 1280)),
          <TokenValue key="value" value={value} />,
        ])}
      />
      <TokenTable
        caption="fontWeight"
        columns={['token', 'sample', 'value']}
        rows={tokenEntries(tokens.fontWeight).map(([name, value]) => [
          name,
          <span key="sample" style={{ fontWeight: vars.fontWeight[name], fontSize: '1.25rem' }}>
            Margarita clásica · <span style={{ fontFamily: vars.font.display }}>Margarita clásica</span>
          </span>,
          <TokenValue key="value" value={value} />,
        ])}
      />
      <TokenTable
        caption="lineHeight"
        columns={['token', 'sample', 'value']}
        rows={tokenEntries(tokens.lineHeight).map(([name, value]) => [
          <span key="name">
            {name}
            <Note group="lineHeight" name={name} />
          </span>,
          <p key="sample" style={{ lineHeight: vars.lineHeight[name], margin: 0, maxWidth: '26rem', background: vars.color.surfaceSunken, padding: '0 0.25rem' }}>
            Tortillas pressed by hand every evening, filled with slow-cooked meats, grilled vegetables and fresh salsas.
          </p>,
          <TokenValue key="value" value={value} />,
        ])}
      />
    </TokenSection>
  )
}

// ---------------------------------------------------------------------------------------------
// Space and shape

/** The spacing scale as bars of its own length. */
export function SpacingScale() {
  return (
    <TokenSection>
      <TokenTable
        caption="space"
        columns={['token', 'size', 'px', 'value']}
        rows={tokenEntries(tokens.space).map(([name, value]) => [
          name,
          <span key="bar" style={{ display: 'block', height: '1rem', width: vars.space[name], minWidth: 1, background: vars.color.brand, borderRadius: 2 }} />,
          px(pxAt(value, 1280)),
          <TokenValue key="value" value={value} />,
        ])}
      />
    </TokenSection>
  )
}

export function Radii() {
  return (
    <TokenSection>
      <div style={{ display: 'flex', gap: vars.space.lg, flexWrap: 'wrap' }}>
        {tokenEntries(tokens.radius).map(([name, value]) => (
          <figure key={name} style={{ margin: 0, display: 'grid', gap: '0.5rem', justifyItems: 'center' }}>
            <div style={{ width: '7rem', height: '5rem', borderRadius: vars.radius[name], background: vars.color.surfaceSunken, border: `2px solid ${vars.color.brand}` }} />
            <figcaption style={{ textAlign: 'center', fontSize: '0.875rem' }}>
              <strong>radius.{name}</strong>
              <br />
              <code style={{ ...mono, color: vars.color.inkMuted }}>{value}</code>
            </figcaption>
          </figure>
        ))}
      </div>
    </TokenSection>
  )
}

export function Shadows() {
  return (
    <TokenSection>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))', gap: vars.space.xl, padding: vars.space.md }}>
        {tokenEntries(tokens.shadow).map(([name, value]) => (
          <figure key={name} style={{ margin: 0, display: 'grid', gap: '0.75rem' }}>
            <div style={{ height: '6rem', borderRadius: vars.radius.md, background: vars.color.surface, boxShadow: vars.shadow[name], display: 'grid', placeItems: 'center', fontFamily: vars.font.display, fontWeight: 800, fontSize: '1.25rem' }}>
              shadow.{name}
            </div>
            <figcaption>
              <code style={{ ...mono, color: vars.color.inkMuted, overflowWrap: 'anywhere' }}>{value}</code>
            </figcaption>
          </figure>
        ))}
      </div>
    </TokenSection>
  )
}

/** Fixed sizes: content widths, the header, touch targets, pictures. */
export function Sizes() {
  return (
    <TokenSection>
      <TokenTable
        caption="size"
        columns={['token', 'px', 'value', 'what it is for']}
        rows={tokenEntries(tokens.size).map(([name, value]) => [
          name,
          px(pxAt(value, 1280)),
          <TokenValue key="value" value={value} />,
          <Note key="note" group="size" name={name} />,
        ])}
      />
      <TokenTable
        caption="breakpoints (px; media queries cannot read CSS variables)"
        columns={['name', 'min width']}
        rows={(Object.entries(breakpoints) as [string, number][]).map(([name, value]) => [name, `${value} px`])}
      />
      <TokenTable
        caption="zIndex — what stacks over what"
        columns={['layer', 'value']}
        rows={(Object.entries(tokens.zIndex) as [string, string][]).toSorted((a, b) => Number(a[1]) - Number(b[1])).map(([name, value]) => [name, value])}
      />
    </TokenSection>
  )
}

// ---------------------------------------------------------------------------------------------
// Motion

/** The easing as a curve, drawn from its cubic-bezier() numbers. */
function EasingCurve({ easing }: { easing: string }) {
  const numbers = /cubic-bezier\(([^)]+)\)/.exec(easing)?.[1]?.split(',').map(Number)
  const [x1, y1, x2, y2] = numbers ?? []
  if (x1 === undefined || y1 === undefined || x2 === undefined || y2 === undefined) return null
  const size = 120
  const point = (x: number, y: number) => `${x * size} ${size - y * size}`
  return (
    <svg viewBox={`-8 -8 ${size + 16} ${size + 16}`} width={size + 16} height={size + 16} role="img" aria-label={`Easing curve ${easing}`}>
      <rect x="0" y="0" width={size} height={size} fill="none" stroke={tokens.color.line} />
      <path d={`M${point(0, 0)} L${point(x1, y1)} M${point(1, 1)} L${point(x2, y2)}`} stroke={tokens.color.inkMuted} strokeDasharray="3 3" />
      <path d={`M${point(0, 0)} C${point(x1, y1)} ${point(x2, y2)} ${point(1, 1)}`} fill="none" stroke={tokens.color.brand} strokeWidth="3" />
      <circle cx={x1 * size} cy={size - y1 * size} r="4" fill={tokens.color.marigold} />
      <circle cx={x2 * size} cy={size - y2 * size} r="4" fill={tokens.color.marigold} />
    </svg>
  )
}

export function Motion() {
  const durations = tokenEntries(tokens.motion).filter(([, value]) => value.endsWith('ms'))
  const longest = Math.max(...durations.map(([, value]) => parseFloat(value)))
  return (
    <TokenSection>
      <div style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: vars.space.lg, alignItems: 'center' }}>
        <EasingCurve easing={tokens.motion.easing} />
        <div>
          <strong>motion.easing</strong> <code style={mono}>{tokens.motion.easing}</code>
          <p style={{ margin: '0.25rem 0 0', color: vars.color.inkMuted, maxWidth: '34rem' }}>
            Quick to start, gentle to land: things move as if placed by hand. With “reduce motion” on, the site moves nothing.
          </p>
        </div>
      </div>
      <TokenTable
        caption="motion — durations"
        columns={['token', 'duration', 'value']}
        rows={durations.map(([name, value]) => [
          name,
          <span key="bar" style={{ display: 'block', height: '0.75rem', borderRadius: vars.radius.pill, background: vars.color.marigold, width: `${(parseFloat(value) / longest) * 16}rem` }} />,
          <TokenValue key="value" value={value} />,
        ])}
      />
      <TokenTable
        caption="timing — in JavaScript"
        columns={['name', 'value']}
        rows={(Object.entries(timing) as [string, number][]).map(([name, value]) => [name, `${value} ms`])}
      />
    </TokenSection>
  )
}
