import { style } from '@vanilla-extract/css'
import { vars } from '../../../design/theme.css'
import { media } from '../../../design/media'

// On paper the mark beside the name says it (MenuItemRow), so the line stays off the two sheets.
export const line = style({ fontSize: vars.fontSize.xs, color: vars.color.inkMuted, '@media': { [media.print]: { display: 'none' } } })

export const numbers = style({
  padding: 0,
  border: 'none',
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  textDecoration: 'underline dotted',
  textUnderlineOffset: '0.2em',
  cursor: 'help',
})
