import { style } from '@vanilla-extract/css'
import { cardSurface } from '../../../design/recipes.css'
import { vars } from '../../../design/theme.css'
import { media } from '../../../design/media'

// The visit page's contact card (ContactColumn), in two columns from tablets up: address, phone and
// e-mail beside the week's hours.
export const card = style([
  cardSurface,
  {
    display: 'grid',
    // Close under the message's links (StatusMessage's padding below them is a page's end, not a gap),
    // as wide as its text, and the page's end below.
    width: `calc(100% - 2 * ${vars.space.md})`,
    maxWidth: vars.size.prose,
    marginInline: 'auto',
    marginBlockStart: `calc(-1 * ${vars.space.xxl})`,
    marginBlockEnd: vars.space.xxxl,
    gap: vars.space.lg,
    padding: vars.space.lg,
  },
])

export const heading = style({ fontSize: vars.fontSize.xl, color: vars.color.ink })

export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr', columnGap: vars.space.xl } },
})

export const column = style({ display: 'grid', alignContent: 'start', gap: vars.space.lg })
