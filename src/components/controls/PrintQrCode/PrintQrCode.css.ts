import { style } from '@vanilla-extract/css'
import { vars } from '../../../design/theme.css'

// The caption beside the code rather than under it: the block stays as low as the code.
export const qr = style({ display: 'flex', flexDirection: 'row-reverse', alignItems: 'center', gap: vars.space.sm, margin: 0 })

export const code = style({ flexShrink: 0, width: vars.size.qrCodePrint, height: vars.size.qrCodePrint })

export const caption = style({ maxWidth: vars.size.qrCodePrint, fontSize: vars.fontSize.printSmall, textAlign: 'end' })
