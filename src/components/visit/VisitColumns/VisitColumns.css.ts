import { style } from '@vanilla-extract/css'
import { vars } from '../../../design/theme.css'
import { media } from '../../../design/media'

export const columns = style({
  display: 'grid',
  // One column on a phone, as wide as the screen allows: an auto column would grow to its widest
  // unbreakable content and push the page sideways.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  paddingBlockStart: vars.space.lg,
  '@media': {
    // The evenings under the contact, the way here beside both.
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 4fr) minmax(0, 7fr)', gridTemplateRows: 'auto 1fr', gridTemplateAreas: '"contact transport" "evenings transport"', gap: vars.space.xl },
    // On paper, side by side as on a wide screen: the visit page keeps to one sheet.
    [media.print]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)', gridTemplateRows: 'auto 1fr', gridTemplateAreas: '"contact transport" "evenings transport"', gap: vars.space.md, paddingBlockStart: vars.space.sm },
  },
})

export const contact = style({ display: 'grid', '@media': { [media.desktop]: { gridArea: 'contact' }, [media.print]: { gridArea: 'contact' } } })

export const transport = style({ '@media': { [media.desktop]: { gridArea: 'transport' }, [media.print]: { gridArea: 'transport' } } })

export const evenings = style({ display: 'grid', '@media': { [media.desktop]: { gridArea: 'evenings' }, [media.print]: { gridArea: 'evenings' } } })
