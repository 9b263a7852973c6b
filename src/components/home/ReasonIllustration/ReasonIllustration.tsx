import type { ReactNode } from 'react'
import type { HomeReason } from '../../../content/home'
import * as styles from './ReasonIllustration.css'

/** The three drawings, on a 64-unit grid around a cream disc. */
const drawings: Record<HomeReason, ReactNode> = {
  // A taco al pastor: the tortilla, lettuce, pork, tomato and pineapple.
  authentic: (
    <g transform="rotate(-10 32 36)">
      <path d="M13 30a21 21 0 0 0 42 0Z" className={styles.shape.marigold} />
      <path d="M12 35q3-8 7-3q3-8 7-3q3-8 7-3q3-8 7 3q4-5 7 5" className={styles.stroke.agave} />
      <circle cx="21" cy="30" r="3.5" className={styles.shape.brand} />
      <circle cx="39" cy="29" r="3.5" className={styles.shape.brand} />
      <rect x="28" y="24" width="7" height="7" rx="1.5" transform="rotate(12 31 27)" className={styles.shape.marigold} />
      <path d="M8 35a23 23 0 0 0 46 0Z" className={styles.shape.marigold} />
      <circle cx="18" cy="41" r="1.6" className={styles.spot.roast} />
      <circle cx="27" cy="48" r="1.6" className={styles.spot.roast} />
      <circle cx="34" cy="41" r="1.6" className={styles.spot.roast} />
      <circle cx="43" cy="46" r="1.6" className={styles.spot.roast} />
    </g>
  ),
  // Half an avocado, and a sprig: made fresh, vegan and gluten-free options.
  quality: (
    <>
      <path d="M32 8c-9 0-13 10-15 20-3 14 4 28 15 28s18-14 15-28C45 18 41 8 32 8Z" className={styles.shape.agave} />
      <path d="M32 14c-6 0-9 8-10 15-2 11 3 21 10 21s12-10 10-21c-1-7-4-15-10-15Z" className={styles.spot.agaveSoft} />
      <circle cx="32" cy="38" r="7.5" className={styles.shape.roast} />
      <circle cx="29.5" cy="35.5" r="2" className={styles.spot.cream} />
      <path d="M48 14q4-6 9-5q-1 6-9 5ZM48 14q-1-6 3-9" className={styles.shape.agave} />
    </>
  ),
  // Two maracas and a note: live Latin music, dancing and karaoke.
  atmosphere: (
    <>
      <path d="M25 36l10 20M39 36l-10 20" className={styles.shape.ink} strokeWidth={4.5} />
      <ellipse cx="20" cy="25" rx="10" ry="12" transform="rotate(-28 20 25)" className={styles.shape.brand} />
      <path d="M12 21q9 5 17-3" className={styles.stroke.marigold} />
      <ellipse cx="44" cy="25" rx="10" ry="12" transform="rotate(28 44 25)" className={styles.shape.marigold} />
      <path d="M35 18q8 8 17 3" className={styles.stroke.brand} />
      <path d="M30 6v9" className={styles.stroke.ink} />
      <ellipse cx="28" cy="15" rx="3" ry="2.2" className={styles.spot.ink} />
      <path d="M30 6q3 0 5 3" className={styles.stroke.ink} />
    </>
  ),
}

/** A card's small drawing; decorative, its title says the same. */
export function ReasonIllustration({ reason }: { reason: HomeReason }) {
  return (
    <svg viewBox="0 0 64 64" className={styles.drawing} aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="31" className={styles.disc} />
      {drawings[reason]}
    </svg>
  )
}
