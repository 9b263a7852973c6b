import * as styles from './TransportIcon.css'

// Drawn on the 24-unit grid of the site's Icon set, in its line style: the set has no vehicles.
const paths = {
  car: 'M4 16v-3.5L6 7.5A2 2 0 0 1 7.9 6h8.2a2 2 0 0 1 1.9 1.5l2 5V16a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1ZM4 12.5h16M7 17v2m10-2v2M7.5 14.5h.01m9 0h.01',
  bus: 'M6 3h12a2 2 0 0 1 2 2v11a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V5a2 2 0 0 1 2-2ZM4 11h16M8 17v2m8-2v2M7.5 14h.01m9 0h.01M9 6.5h6',
  parking: 'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Zm4 14V7h4a3 3 0 0 1 0 6H9',
  walk: 'M14.5 4.5a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0ZM12.5 8.5 11 14l3 3v4m-3-7-2 7m0-10.5 3.5-2.5 2.5 3.5 2.5 1',
} as const

export type TransportIconName = keyof typeof paths

interface TransportIconProps {
  name: TransportIconName
  /** A round tinted medallion behind it, for headings. @default false */
  isFramed?: boolean
}

/** Decorative: the heading or fact beside it says the same in words. */
export function TransportIcon({ name, isFramed = false }: TransportIconProps) {
  const svg = (
    <svg viewBox="0 0 24 24" width="1.25em" height="1.25em" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" className={styles.icon}>
      <path d={paths[name]} />
    </svg>
  )
  return isFramed ? (
    <span className={styles.frame} aria-hidden="true">
      {svg}
    </span>
  ) : (
    svg
  )
}
