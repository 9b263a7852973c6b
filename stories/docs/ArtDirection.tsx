import { useEffect, useState, type CSSProperties } from 'react'
import { i18n } from '@lingui/core'
import { activateLanguage } from '../../src/i18n/catalogs'
import { sourceLanguage } from '../../src/i18n/languages'
import { menuArt } from '../../src/content/menu/menuArt'
import type { MenuArtName } from '../../src/content/menu/menuTypes'
import { tokens } from '../../src/design/tokens'
import { vars } from '../../src/design/theme.css'
import { designNotes } from './tokenSource'

/**
 * The art-direction page's parts, read from the sources: the look as tokens.ts words it, the
 * drawings as they are in src/assets (every file, found by the build), and their descriptions from
 * src/assets/site-art/README.md and the menu's own alternative texts.
 */

const [siteArtReadme = ''] = Object.values(import.meta.glob<string>('../../src/assets/site-art/README.md', { eager: true, query: '?raw', import: 'default' }))
const menuDrawings = import.meta.glob<string>('../../src/assets/menu-art/*.svg', { eager: true, query: '?url', import: 'default' })
const siteDrawings = import.meta.glob<string>('../../src/assets/site-art/*.svg', { eager: true, query: '?url', import: 'default' })

const fileName = (path: string) => path.slice(path.lastIndexOf('/') + 1)
const nightVariant = /\.night\.svg$/

/** The drawings of a folder, each with its night variant (`name.night.svg`) if it has one. */
const withNightVariants = (drawings: Record<string, string>) =>
  Object.entries(drawings)
    .filter(([path]) => !nightVariant.test(path))
    .map(([path, src]) => ({ name: fileName(path), src, nightSrc: drawings[path.replace(/\.svg$/, '.night.svg')] }))
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** Markdown's `code` spans as <code>, the rest as text. */
export function WithCode({ text }: { text: string }) {
  return (
    <>
      {text.split('`').map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part))}
    </>
  )
}

/** The README's line for each drawing: `- \`hero.svg\`: what it shows. viewBox …. Used as …. Photo: ….` */
function readmeEntries(): Record<string, { shows: string; used: string; photo: string; viewBox: string }> {
  const entries: Record<string, { shows: string; used: string; photo: string; viewBox: string }> = {}
  for (const line of siteArtReadme.split('\n')) {
    const match = /^- `([^`]+)`: (.*)$/.exec(line)
    if (!match?.[1] || match[2] === undefined) continue
    const text = match[2]
    const viewBox = /viewBox ([\d ]+(?:\([^)]*\))?)/.exec(text)?.[1]?.trim() ?? ''
    const shows = capitalized(text.split(/\.\s+viewBox/)[0] ?? text)
    const used = /(Used (?:as|in|on)[^.]*\.)/.exec(text)?.[1] ?? ''
    const photo = /Photo: ([^]*)$/.exec(text)?.[1] ?? (/Stays (?:an icon|a drawing)[^.]*\./.exec(text)?.[0] ?? '')
    entries[match[1]] = { shows, used, photo, viewBox }
  }
  return entries
}

/** The README's opening paragraph: the rules every drawing follows. */
export function drawingRules(): string {
  return siteArtReadme.split('\n\n')[1]?.replace(/\n/g, ' ').trim() ?? ''
}

const caption: CSSProperties = { padding: '0.75rem 0.875rem 1rem', display: 'grid', gap: '0.375rem', fontSize: '0.875rem', lineHeight: 1.45 }
const card: CSSProperties = { margin: 0, background: vars.color.surface, border: `1px solid ${vars.color.line}`, borderRadius: vars.radius.md, boxShadow: vars.shadow.sm, overflow: 'hidden', display: 'grid', gridTemplateRows: 'auto 1fr' }
const muted: CSSProperties = { color: vars.color.inkMuted, margin: 0 }

/** The look in the words of tokens.ts (its opening comment), one card per decision. */
export function DesignDecisions() {
  const { intro, points } = designNotes()
  return (
    <div className="sb-unstyled" style={{ fontFamily: vars.font.body, color: vars.color.ink, display: 'grid', gap: vars.space.md, margin: `${vars.space.lg} 0` }}>
      <p style={{ fontFamily: vars.font.display, fontSize: vars.fontSize.xl, fontWeight: 700, lineHeight: 1.2, margin: 0, maxWidth: '42rem' }}>{capitalized(intro.replace(/^.*?The look:\s*/, ''))}</p>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))', gap: vars.space.md }}>
        {points.map((point) => (
          <section key={point.title} style={{ ...card, gridTemplateRows: 'auto', padding: vars.space.lg, display: 'grid', gap: vars.space.xs, alignContent: 'start' }} aria-labelledby={`decision-${point.title}`}>
            <h3 id={`decision-${point.title}`} style={{ margin: 0, fontFamily: vars.font.display, fontSize: vars.fontSize.lg, color: vars.color.brand }}>
              {point.title}
            </h3>
            <p style={{ margin: 0 }}>{point.text}</p>
          </section>
        ))}
      </div>
    </div>
  )
}

/** The palette at a glance, in proportion: mostly cream and ink, night-blue bands, a little red and gold. */
export function PaletteStrip() {
  const strip: { name: keyof typeof tokens.color; share: number }[] = [
    { name: 'page', share: 30 },
    { name: 'surfaceSunken', share: 10 },
    { name: 'ink', share: 14 },
    { name: 'night', share: 20 },
    { name: 'brand', share: 10 },
    { name: 'marigold', share: 7 },
    { name: 'agave', share: 5 },
    { name: 'flagPink', share: 2 },
    { name: 'flagSky', share: 2 },
  ]
  return (
    <figure className="sb-unstyled" style={{ margin: `${vars.space.lg} 0`, fontFamily: vars.font.body }}>
      <div style={{ display: 'flex', height: '7rem', borderRadius: vars.radius.lg, overflow: 'hidden', border: `1px solid ${vars.color.line}`, boxShadow: vars.shadow.md }}>
        {strip.map(({ name, share }) => (
          <div key={name} style={{ flex: share, background: vars.color[name] }} title={`${name} ${tokens.color[name]}`} />
        ))}
      </div>
      <figcaption style={{ display: 'flex', flexWrap: 'wrap', gap: '0.25rem 1rem', marginTop: '0.5rem', fontSize: '0.8125rem', color: vars.color.inkMuted }}>
        {strip.map(({ name }) => (
          <span key={name}>
            <strong style={{ color: vars.color.ink }}>{name}</strong> {tokens.color[name]}
          </span>
        ))}
      </figcaption>
    </figure>
  )
}

const drawingImage: CSSProperties = { width: '100%', aspectRatio: '3 / 2', objectFit: 'cover', background: vars.color.surfaceSunken, display: 'block' }

function Drawing({ src, nightSrc, name, shows, details }: { src: string; nightSrc?: string; name: string; shows: string; details: string[] }) {
  return (
    <figure style={card}>
      {nightSrc ? (
        // By day and at night side by side: the night variant keeps the line art on a deep ground.
        <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr' }}>
          <img src={src} alt={shows} style={drawingImage} />
          <img src={nightSrc} alt="" style={drawingImage} />
        </div>
      ) : (
        <img src={src} alt={shows} style={drawingImage} />
      )}
      <figcaption style={caption}>
        <code style={{ fontSize: '0.8125rem', fontWeight: 700 }}>{name}</code>
        <span>{shows}</span>
        {nightSrc && <span style={{ ...muted, fontSize: '0.8125rem' }}>Left by day; right the night variant, {name.replace(/\.svg$/, '.night.svg')}.</span>}
        {details.filter(Boolean).map((detail) => (
          <span key={detail} style={{ ...muted, fontSize: '0.8125rem' }}>
            {detail}
          </span>
        ))}
      </figcaption>
    </figure>
  )
}

const gallery: CSSProperties = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(17rem, 1fr))', gap: vars.space.md, margin: `${vars.space.lg} 0`, fontFamily: vars.font.body, color: vars.color.ink }

/** Every drawing of src/assets/site-art, with what the README says of it. */
export function SiteArtGallery() {
  const entries = readmeEntries()
  return (
    <div className="sb-unstyled" style={gallery}>
      {withNightVariants(siteDrawings).map(({ name, src, nightSrc }) => {
        const entry = entries[name]
        return (
          <Drawing
            key={name}
            src={src}
            nightSrc={nightSrc}
            name={name}
            shows={entry?.shows ?? `${name} (not described in src/assets/site-art/README.md yet)`}
            details={entry ? [entry.used, entry.viewBox && `viewBox ${entry.viewBox}`, entry.photo && `Photo to replace it: ${entry.photo}`] : []}
          />
        )
      })}
    </div>
  )
}

/** Docs pages run no story loaders: the menu's English texts are loaded here. */
function useSourceCatalog() {
  const [ready, setReady] = useState(i18n.locale === sourceLanguage)
  useEffect(() => {
    void activateLanguage(sourceLanguage).then(() => setReady(true))
  }, [])
  return ready
}

/** Every drawing of src/assets/menu-art, with the menu's own description (its English alt text). */
export function MenuArtGallery() {
  const ready = useSourceCatalog()
  if (!ready) return null
  return (
    <div className="sb-unstyled" style={gallery}>
      {withNightVariants(menuDrawings).map(({ name, src, nightSrc }) => {
        const art = menuArt[name.replace(/\.svg$/, '') as MenuArtName]
        return <Drawing key={name} src={src} nightSrc={nightSrc} name={name} shows={art ? i18n._(art.alt) : name} details={[art ? i18n._(art.caption) : '', '600 × 400, subject in the middle band (banner and square crops)']} />
      })}
    </div>
  )
}

/** Headline and text in the two families, the way a page sets them. */
export function TypePairing() {
  return (
    <div className="sb-unstyled" style={{ ...card, gridTemplateRows: 'auto', padding: vars.space.xl, margin: `${vars.space.lg} 0`, display: 'grid', gap: vars.space.sm, background: vars.color.night, color: vars.color.onNight, border: 'none' }}>
      <span style={{ fontFamily: vars.font.body, fontSize: vars.fontSize.xs, letterSpacing: '0.08em', textTransform: 'uppercase', color: vars.color.marigold, fontWeight: 700 }}>Cantina · Riga</span>
      <span style={{ fontFamily: vars.font.display, fontSize: vars.fontSize.display, fontWeight: 800, lineHeight: 1.05 }}>Mi casa es tu casa</span>
      <p style={{ fontFamily: vars.font.body, fontSize: vars.fontSize.lg, margin: 0, maxWidth: '36rem', color: vars.color.onNightMuted }}>
        Authentic Mexican cuisine in the heart of Riga: tacos al pastor, mezcal and margaritas, live Latin music on Fridays.
      </p>
      <p style={{ fontFamily: vars.font.body, margin: 0, color: vars.color.onNightMuted }}>Populārākais · Šefpavāra izvēle · Самое популярное · Õhtu menüü · Suosituin</p>
    </div>
  )
}
