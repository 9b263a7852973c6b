import { globalStyle, keyframes, style } from '@vanilla-extract/css'
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes'
import { vars } from './theme.css'
import { media } from './media'

export const buttonVariants = ['primary', 'secondary', 'ghost', 'onNight'] as const
export const buttonSizes = ['md', 'lg'] as const

const spin = keyframes({ to: { transform: 'rotate(1turn)' } })

/**
 * A disabled button: the muted text on the sunken ground (onNight: the muted cream on the night
 * blue), a dashed edge, no hover and no press. Both pairs are checked on the Colour page (over 4.5:1
 * in both themes), so its label stays readable although WCAG leaves a disabled control's contrast free.
 * Written inside each variant, after its hover, so that it wins over it.
 */
const disabled = (color: string, background: string, borderColor: string) => ({
  '&:disabled, &[data-disabled]': { color, background, borderColor, borderStyle: 'dashed', cursor: 'not-allowed', transform: 'none' },
})

/** Buttons and links that look like buttons share one recipe. */
export const button = recipe({
  base: {
    // A block of text, not a flex row: a label too long for one line wraps around its icon, which
    // stays beside the first word (a flex row would push the icon to the edge, or squeeze it).
    display: 'inline-block',
    alignContent: 'center',
    verticalAlign: 'middle',
    minHeight: vars.size.touchTarget,
    paddingBlock: vars.space.xs,
    border: '2px solid transparent',
    borderRadius: vars.radius.pill,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    textDecoration: 'none',
    // A long label (Latvian, Russian, German) wraps inside the button, in lines of even length,
    // rather than stretching the card or the screen it stands in.
    maxWidth: '100%',
    textAlign: 'center',
    textWrap: 'balance',
    cursor: 'pointer',
    transitionProperty: 'background-color, color, border-color, transform',
    transitionDuration: vars.motion.fast,
    transitionTimingFunction: vars.motion.easing,
    selectors: {
      '&:active, &[data-pressed]': { transform: 'translateY(1px)' },
      // Under way (a download being drawn, or a tap that came before the button's code): a turning ring.
      '&[aria-busy="true"]': { cursor: 'progress' },
      '&[aria-busy="true"]::after': {
        content: '""',
        display: 'inline-block',
        width: '0.9em',
        height: '0.9em',
        marginInlineStart: vars.space.xs,
        verticalAlign: '-0.1em',
        border: '2px solid currentColor',
        borderInlineEndColor: 'transparent',
        borderRadius: vars.radius.pill,
        animation: `${spin} 0.8s linear infinite`,
      },
    },
    // Nothing to press on paper, and a filled button prints as white words on white: the facts
    // it leads to are printed where they stand (the visit page's phone, the address).
    '@media': { [media.reducedMotion]: { selectors: { '&[aria-busy="true"]::after': { animation: 'none' } } }, [media.print]: { display: 'none' } },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.brand,
        color: vars.color.onBrand,
        selectors: { '&:hover, &[data-hovered]': { background: vars.color.brandStrong }, ...disabled(vars.color.inkMuted, vars.color.surfaceSunken, vars.color.inkMuted) },
      },
      secondary: {
        background: 'transparent',
        color: vars.color.brand,
        borderColor: vars.color.brand,
        selectors: { '&:hover, &[data-hovered]': { background: vars.color.surfaceSunken }, ...disabled(vars.color.inkMuted, vars.color.surfaceSunken, vars.color.inkMuted) },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.ink,
        selectors: { '&:hover, &[data-hovered]': { background: vars.color.surfaceSunken }, ...disabled(vars.color.inkMuted, vars.color.surfaceSunken, vars.color.inkMuted) },
      },
      onNight: {
        background: 'transparent',
        color: vars.color.onNight,
        borderColor: vars.color.onNightMuted,
        // Its focus ring is the night ground's (focusRing.css.ts).
        selectors: { '&:hover, &[data-hovered]': { background: vars.color.nightRaised }, ...disabled(vars.color.onNightMuted, 'transparent', vars.color.onNightMuted) },
      },
    },
    size: {
      md: { paddingInline: vars.space.md, fontSize: vars.fontSize.sm },
      lg: {
        paddingInline: vars.space.lg,
        fontSize: vars.fontSize.md,
        minHeight: '3.25rem',
        // Below 360 px a long label ("Jälgi meid keskkonnas Instagram") needs the room more than the air.
        '@media': { [media.belowSmallPhone]: { paddingInline: vars.space.md } },
      },
    },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
})

// The icon before a label: in the line, at its drawn size, centred on the text. It is taller than
// the line (1.1em and more, on a line of 1.1): the negative margins keep it from making the line,
// and so a button with an icon, taller than one without. (It may sit inside the label's first
// phrase, ButtonLabel, to stay beside it.)
globalStyle(`${button.classNames.base} svg`, { display: 'inline-block', verticalAlign: 'middle', marginBlock: '-0.25em', marginInlineEnd: vars.space.xs })

export type ButtonStyle = NonNullable<RecipeVariants<typeof button>>

export const badgeTones = ['brand', 'night', 'marigold', 'agave', 'muted'] as const

/** Small labels on cards: dish badges, vegan, sold out, blog categories. */
export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    paddingBlock: '0.125rem',
    paddingInline: vars.space.xs,
    borderRadius: vars.radius.pill,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.snug,
    letterSpacing: '0.02em',
    // Printers leave out backgrounds unless asked: on paper a badge is outlined text, at the size
    // of a dish's description so that it never outweighs the dish's name beside it.
    '@media': {
      [media.print]: {
        paddingBlock: 0,
        background: 'none',
        color: vars.color.ink,
        boxShadow: 'none',
        outline: `0.5pt solid ${vars.color.ink}`,
        outlineOffset: '-0.5pt',
        fontSize: vars.fontSize.printSmall,
      },
    },
  },
  variants: {
    tone: {
      brand: { background: vars.color.brand, color: vars.color.onBrand },
      // The night blue marks who chose a dish: at night it turns the marker's lamp-lit blue.
      night: { background: vars.color.marker, color: vars.color.onMarker },
      // Marigold alone fades on the light page: a rim keeps the badge's shape (marigoldEdge).
      marigold: { background: vars.color.marigold, color: vars.color.onMarigold, boxShadow: `inset 0 0 0 1px ${vars.color.marigoldEdge}` },
      agave: { background: vars.color.agave, color: vars.color.onBrand },
      muted: { background: vars.color.surfaceSunken, color: vars.color.ink },
    },
  },
  defaultVariants: { tone: 'brand' },
})

export type BadgeStyle = NonNullable<RecipeVariants<typeof badge>>

/** A round, icon-only button: on the night background (menu toggle), in the colour of the text around it (toast close), or over a drawing (dialog close). */
export const iconButton = recipe({
  base: {
    display: 'grid',
    placeItems: 'center',
    width: vars.size.touchTarget,
    height: vars.size.touchTarget,
    border: 'none',
    borderRadius: vars.radius.pill,
    cursor: 'pointer',
  },
  variants: {
    tone: {
      onNight: {
        background: 'transparent',
        color: vars.color.onNight,
        selectors: {
          '&[data-hovered]': { background: vars.color.nightRaised },
          '&[data-focus-visible]': { outlineColor: vars.color.focusOnDark },
        },
      },
      plain: {
        background: 'transparent',
        color: 'inherit',
        selectors: { '&[data-hovered]': { background: vars.color.surfaceSunken } },
      },
      // A cream disc in both themes: at night a card's dark brown was lost on the drawing's deep ground.
      overArt: {
        background: vars.color.overArt,
        color: vars.color.onOverArt,
        boxShadow: vars.shadow.md,
        selectors: { '&[data-hovered]': { background: vars.color.surfaceSunken, color: vars.color.ink } },
      },
    },
  },
})

export const iconButtonOnNight = iconButton({ tone: 'onNight' })

/** Hidden on screen, read by screen readers: the rules, for a style that hides only at some widths. */
export const visuallyHiddenRules = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const

/** Hidden on screen, read by screen readers. */
export const visuallyHidden = style(visuallyHiddenRules)

/**
 * Text never broken across two lines: a number with its unit, a range, a stretch of hours ("4–6
 * minutes", "1–2 €", "Mon–Fri 08:00–20:00"). Browsers may break after a dash and at an ordinary
 * space, which Intl puts between a number and its unit. Instead of invisible joiners in the text,
 * which screen readers, search engines and copied text inherit.
 */
export const keepTogether = style({ whiteSpace: 'nowrap' })

/** The centred column every section sits in. */
export const container = style({
  width: '100%',
  maxWidth: vars.size.content,
  marginInline: 'auto',
  paddingInline: vars.space.md,
})

/**
 * A card: a panel of the surface colour with the large radius, lifted off the page's ground by a
 * soft shadow (the menu's sections, the reviews, the team, the blog's cards and the rest). A
 * component adds its own layout to it.
 */
export const cardSurface = style({
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  // On paper a card is a thin frame (printers leave out fills and shadows), whole on one sheet.
  '@media': { [media.print]: { boxShadow: 'none', border: `0.5pt solid ${vars.color.line}`, breakInside: 'avoid' } },
})

/** A card a page leads with, lifted higher: the home page's info strip and signature dishes. */
export const raisedCardSurface = style([cardSurface, { boxShadow: vars.shadow.md, '@media': { [media.print]: { boxShadow: 'none' } } }])
