import type { CSSProperties, ReactNode } from 'react'
import { themes } from '../../.storybook/theme'
import { themeScope } from '../../.storybook/themes.css'
import { nightTokens } from '../../src/design/nightTokens'
import { breakpoints, timing, tokens } from '../../src/design/tokens'
import { vars } from '../../src/design/theme.css'
import { languageInfo, languages } from '../../src/i18n/languages'
import { tokenNotes } from './tokenSource'

/**
 * The token pages of the docs (the colour page's parts are in ColourDocs.tsx), generated from
 * src/design/tokens.ts: every table below iterates the `tokens` object, every ratio is computed from its values, and every note is read from the
 * comments in the file. A token added there shows up here; none can be forgotten or mistyped.
 * Swatches paint with the CSS variables (`vars`), exactly as the site's styles do.
 */

const notes = tokenNotes()

/** The shadows of each theme: at night a near-black that still shows on the brown page. */
const shadowsOf = { day: tokens.shadow, night: nightTokens.shadow }

export const mono: CSSProperties = { fontFamily: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace', fontSize: '0.8125rem' }

/** A token group's entries, typed by the group's own names. */
const tokenEntries = <Group extends Record<string, string>>(group: Group) => Object.entries(group) as [keyof Group & string, string][]

/** A token's raw value, as written in tokens.ts. */
const TokenValue = ({ value }: { value: string }) => <code style={mono}>{value}</code>
export const label: CSSProperties = { fontFamily: vars.font.body, fontSize: vars.fontSize.xs, color: vars.color.inkMuted, letterSpacing: '0.04em', textTransform: 'uppercase', fontWeight: vars.fontWeight.medium }
export const card: CSSProperties = { background: vars.color.surface, border: `1px solid ${vars.color.line}`, borderRadius: vars.radius.md, boxShadow: vars.shadow.sm, overflow: 'hidden' }

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
      {themes.map((theme) => (
        <div key={theme} className={themeScope[theme]} style={{ background: vars.color.page, color: vars.color.ink, borderRadius: vars.radius.md, padding: vars.space.md, display: 'grid', gap: vars.space.sm }}>
          <span style={label}>{theme}</span>
          <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))', gap: vars.space.xl }}>
            {tokenEntries(shadowsOf[theme]).map(([name, value]) => (
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
        </div>
      ))}
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
