import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../../design/theme.css'
import { nightGround } from '../../../design/focusRing.css'
import { media } from '../../../design/media'

// Below desktop the artwork sits above the text; from desktop the text sits on its calm left part.
export const hero = style([
  nightGround,
  {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    background: vars.color.night,
    color: vars.color.onNight,
    overflow: 'hidden',
    '@media': {
      [media.desktop]: {
        // The box has its size before any file arrives. The text hangs from the top: if the headline
        // rewraps when its font arrives, the hero keeps its height and nothing above the text moves.
        minHeight: vars.size.heroHeight,
      },
    },
  },
])

// Square on a phone: cover then shows the bar end of the scene large, not the whole scene small.
export const art = style({
  position: 'relative',
  aspectRatio: '1 / 1',
  '@media': {
    [media.tablet]: { aspectRatio: '3 / 2' },
    [media.desktop]: { position: 'absolute', inset: 0, aspectRatio: 'auto' },
    [media.print]: { display: 'none' },
  },
})

// Below desktop the crop keeps the bar, the guitar and the food; wide screens see the whole scene.
globalStyle(`${art} img`, { objectPosition: '96% 50%' })

export const shade = style({
  position: 'absolute',
  inset: 0,
  background: `linear-gradient(to bottom, transparent 62%, ${vars.color.night} 92%)`,
  '@media': {
    [media.desktop]: {
      background: `linear-gradient(to right, ${vars.color.night} 0%, ${vars.color.heroShade} 45%, transparent 70%)`,
    },
  },
})

export const content = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  // Up onto the art's last, fully shaded band (the bar's floor), as the picture fades into the night.
  marginTop: `calc(-1 * ${vars.space.xxl})`,
  paddingBlockEnd: vars.space.xxl,
  '@media': {
    [media.print]: { marginTop: 0, paddingBlockEnd: vars.space.md },
    [media.desktop]: { marginTop: 0, maxWidth: vars.size.heroText, paddingBlock: `${vars.space.xxxl} ${vars.space.xxl}` },
  },
})

export const greeting = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.lg,
  fontStyle: 'italic',
  fontWeight: vars.fontWeight.bold,
  color: vars.color.marigold,
  '@media': { [media.print]: { color: vars.color.ink } },
})

export const heading = style({
  fontSize: vars.fontSize.hero,
  color: vars.color.onNight,
  hyphens: 'auto',
  '@media': { [media.print]: { fontSize: vars.fontSize.printTitle, color: vars.color.ink } },
})

export const subtitle = style({
  maxWidth: vars.size.prose,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.onNightMuted,
  '@media': { [media.print]: { fontSize: vars.fontSize.print, color: vars.color.inkMuted } },
})

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginTop: vars.space.xs,
  alignSelf: 'stretch',
  '@media': { [media.tablet]: { alignSelf: 'auto' } },
})

// On a phone the two buttons share the width, or take a line each when the words are long.
globalStyle(`${actions} > a`, { flexGrow: 1, '@media': { [media.tablet]: { flexGrow: 0 } } })

// The live line on a phone's first screen, by the buttons; from desktop the header's top bar has it.
export const liveLine = style({ '@media': { [media.desktop]: { display: 'none' } } })
