import { describe, expect, it } from 'vitest'
import { pictureStandIns } from '../../scripts/site/offlineWorker'

// The offline copy keeps one size of a photograph; what it answers the others with.
const photo = (name: string) =>
  `<picture><source type="image/avif" srcSet="/assets/${name}-a1.avif 360w, /assets/${name}-a2.avif 640w, /assets/${name}-a3.avif 1280w"/>` +
  `<source type="image/webp" srcSet="/assets/${name}-w1.webp 360w, /assets/${name}-w2.webp 640w"/>` +
  `<img src="/assets/${name}-j3.jpg" srcSet="/assets/${name}-j1.jpg 360w, /assets/${name}-j2.jpg 640w, /assets/${name}-j3.jpg 1280w" alt=""/></picture>`

describe('the offline copy’s stand-ins for a photograph', () => {
  it('keeps the JPEG nearest 640 px wide and maps every other size and format to it', () => {
    expect(pictureStandIns([photo('coffee')])).toEqual({
      '/assets/coffee-a1.avif': '/assets/coffee-j2.jpg',
      '/assets/coffee-a2.avif': '/assets/coffee-j2.jpg',
      '/assets/coffee-a3.avif': '/assets/coffee-j2.jpg',
      '/assets/coffee-w1.webp': '/assets/coffee-j2.jpg',
      '/assets/coffee-w2.webp': '/assets/coffee-j2.jpg',
      '/assets/coffee-j1.jpg': '/assets/coffee-j2.jpg',
      '/assets/coffee-j3.jpg': '/assets/coffee-j2.jpg',
    })
  })

  it('leaves a drawing, which has one file a theme, alone', () => {
    const drawing = '<picture><source media="(prefers-color-scheme: dark)" srcSet="/assets/storefront.night-x.svg"/><img src="/assets/storefront-y.svg" alt=""/></picture>'
    expect(pictureStandIns([drawing, '<img src="/assets/hero-z.svg" alt=""/>'])).toEqual({})
  })

  it('keeps a small photograph’s own largest size when it was taken narrower than 640 px', () => {
    const small = '<picture><img src="/assets/cup-2.jpg" srcSet="/assets/cup-1.jpg 360w, /assets/cup-2.jpg 500w" alt=""/></picture>'
    expect(pictureStandIns([small])).toEqual({ '/assets/cup-1.jpg': '/assets/cup-2.jpg' })
  })
})
