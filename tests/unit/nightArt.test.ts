import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { nightTokens } from '../../src/design/nightTokens'
import { tokens } from '../../src/design/tokens'

// The drawings on a pastel ground have a night variant, `name.night.svg`
// (docs/decisions/0021-night-variants-of-drawings.md): the same drawing with its ground in deep
// tones. Changing a drawing means changing its night variant too; these tests say when one was
// forgotten.

const folders = ['src/assets/menu-art', 'src/assets/site-art']
const drawings = folders.flatMap((folder) =>
  readdirSync(folder)
    .filter((file) => file.endsWith('.svg') && !file.endsWith('.night.svg'))
    .map((file) => join(folder, file)),
)
const nightOf = (path: string) => path.replace(/\.svg$/, '.night.svg')

const luminance = (hex: string) => {
  const channel = (at: number) => {
    const c = parseInt(hex.slice(at, at + 2), 16) / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5)
}
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].toSorted((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

/** The colour of the drawing's ground: its first rectangle as wide as the whole picture. */
const groundOf = (svg: string) => {
  const width = /<svg [^>]*width="(\d+)"/.exec(svg)?.[1]
  return new RegExp(`<rect width="${width}"(?: height="\\d+")? fill="(#[0-9A-Fa-f]{6})"`).exec(svg)?.[1]
}

/** The drawing with every colour blanked out except the outlines' ink: its shapes and its line art. */
const lineArt = (svg: string) => svg.replace(/#[0-9A-Fa-f]{6}\b/g, (hex) => (hex.toUpperCase() === tokens.color.ink ? hex : '#'))

describe.each(drawings.filter((path) => existsSync(nightOf(path))))('the night variant of %s', (path) => {
  const day = readFileSync(path, 'utf8')
  const night = readFileSync(nightOf(path), 'utf8')

  test('is the same drawing with the same line art: only colours differ', () => {
    expect(lineArt(night)).toBe(lineArt(day))
    expect(night).not.toBe(day)
  })

  test('has a deep ground that does not glare on the night page', () => {
    const ground = groundOf(night)
    expect(ground).toBeDefined()
    expect(contrast(ground!, nightTokens.color.page)).toBeLessThan(1.5)
  })
})

test('every drawing on a light ground has a night variant', () => {
  const glaring = drawings.filter((path) => {
    const ground = groundOf(readFileSync(path, 'utf8'))
    return ground !== undefined && contrast(ground, nightTokens.color.page) > 4.5 && !existsSync(nightOf(path))
  })
  expect(glaring).toEqual([])
})
