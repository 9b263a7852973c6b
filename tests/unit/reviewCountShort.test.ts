import { describe, expect, it } from 'vitest'
import { rating } from '../../src/content/business'
import { reviewCountShort } from '../../src/i18n/reviewCountShort'

describe('the short review count of the home page', () => {
  it('reads "180+" for the 183 reviews of the specification', () => {
    expect(rating.reviewCount).toBe(183)
    expect(reviewCountShort('en', rating.reviewCount)).toEqual({ value: 180, text: '180+' })
    expect(reviewCountShort('lv', rating.reviewCount)).toEqual({ value: 180, text: '180+' })
  })

  it('rounds down to the tens, so it never claims more reviews than there are', () => {
    expect(reviewCountShort('en', 189)).toEqual({ value: 180, text: '180+' })
    expect(reviewCountShort('en', 191)).toEqual({ value: 190, text: '190+' })
    expect(reviewCountShort('en', 10)).toEqual({ value: 10, text: '10' })
  })

  it('adds no "+" when the count is exact', () => {
    expect(reviewCountShort('en', 180).text).toBe('180')
    expect(reviewCountShort('en', 7)).toEqual({ value: 7, text: '7' })
    expect(reviewCountShort('en', 0)).toEqual({ value: 0, text: '0' })
  })

  it('writes large counts the way each language groups digits', () => {
    expect(reviewCountShort('en', 1234).text).toBe('1,230+')
    expect(reviewCountShort('de', 1234).text).toBe('1.230+')
    expect(reviewCountShort('fi', 12_345).text).toBe('12\u00A0340+')
  })

  it('refuses a count that is not a whole number of reviews', () => {
    expect(() => reviewCountShort('en', -1)).toThrow('whole count')
    expect(() => reviewCountShort('en', 4.6)).toThrow('whole count')
  })
})
