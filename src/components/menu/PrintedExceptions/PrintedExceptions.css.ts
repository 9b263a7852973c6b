import { style } from '@vanilla-extract/css'
import { vars } from '../../../design/theme.css'

// Between the facts and the QR code, a line each (the width of the longest, the facts beside them
// wrapping first): five of them take no more height than the facts, so the menu keeps to two sheets
// however many the fortnight brings. One the page's script hid stays hidden on paper too.
export const exceptions = style({
  flex: '1 1 auto',
  display: 'grid',
  alignContent: 'center',
  margin: 0,
  paddingInlineStart: vars.space.sm,
  borderInlineStart: `0.5pt solid ${vars.color.line}`,
  fontSize: vars.fontSize.printSmall,
  lineHeight: vars.lineHeight.dense,
  selectors: { '&[hidden]': { display: 'none' } },
})

export const heading = style({ fontWeight: vars.fontWeight.bold })

export const exception = style({ selectors: { '&[hidden]': { display: 'none' } } })
