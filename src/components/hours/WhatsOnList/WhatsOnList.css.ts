import { style } from '@vanilla-extract/css'
import { vars } from '../../../design/theme.css'
import { media } from '../../../design/media'

// Days in one column, the evening in the next: its name, then its time, which never breaks.
export const list = style({ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: vars.space.md, rowGap: vars.space.xs, margin: 0, justifySelf: 'stretch' })

export const row = style({ display: 'contents', selectors: { '&[hidden]': { display: 'none' } } })

export const days = style({ fontVariantNumeric: 'tabular-nums' })

// On paper, the time beside the name: a line an evening keeps the visit page on one sheet.
export const what = style({ margin: 0, display: 'grid', '@media': { [media.print]: { display: 'flex', flexWrap: 'wrap', columnGap: vars.space.sm } } })

export const name = style({ fontWeight: vars.fontWeight.medium })

export const time = style({ color: vars.color.inkMuted, fontSize: vars.fontSize.sm, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' })

export const group = style({ display: 'grid', justifySelf: 'stretch', gap: vars.space.xxs, marginTop: vars.space.sm, selectors: { '&[hidden]': { display: 'none' } } })

export const heading = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium })
