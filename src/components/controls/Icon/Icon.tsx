import type { SVGProps } from 'react'
import * as styles from './Icon.css'

/** Line icons drawn for this site on a 24-unit grid; stroke follows the text colour. */
const paths = {
  phone:
    'M5 4h3l2 5-2.5 1.5a11 11 0 0 0 5 5L14 13l5 2v3a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2',
  pin: 'M12 21s-7-6.1-7-11.5A7 7 0 0 1 19 9.5C19 14.9 12 21 12 21Zm0-9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-13v4l3 2',
  mail: 'M3 6h18v12H3zM3 7l9 6 9-6',
  chat: 'M4 20l1.3-3.9A8 8 0 1 1 8 19.3L4 20Z',
  instagram:
    'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4Zm5 13a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm5.5-9.5h.01',
  menu: 'M4 7h16M4 12h16M4 17h16',
  close: 'M6 6l12 12M18 6 6 18',
  chevronDown: 'm6 9 6 6 6-6',
  chevronLeft: 'm15 6-6 6 6 6',
  chevronRight: 'm9 6 6 6-6 6',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5',
  plus: 'M12 5v14M5 12h14',
  minus: 'M5 12h14',
  check: 'm5 12 5 5 9-10',
  arrowLeft: 'M19 12H5m6-6-6 6 6 6',
  zoomIn: 'M10.5 18a7.5 7.5 0 1 0 0-15 7.5 7.5 0 0 0 0 15ZM21 21l-5.2-5.2M10.5 7.5v6m-3-3h6',
  download: 'M12 4v11m-5-5 5 5 5-5M5 20h14',
  // What is on: a note (live music), a microphone (karaoke), a cocktail glass (happy hour), a
  // sparkle (dancing), a screen (a match), a shot glass (a tasting).
  music: 'M9 17V5.5l10-2V15M9 17a2.5 2.5 0 1 1-5 0 2.5 2.5 0 0 1 5 0Zm10-2a2.5 2.5 0 1 1-5 0 2.5 2.5 0 0 1 5 0ZM9 9.5l10-2',
  mic: 'M12 3a3 3 0 0 0-3 3v5a3 3 0 0 0 6 0V6a3 3 0 0 0-3-3ZM6 11a6 6 0 0 0 12 0M12 17v4M9 21h6',
  cocktail: 'M4 4h16l-8 9-8-9ZM12 13v8M8 21h8M6.7 7h10.6',
  sparkle: 'M12 3c.6 4.4 2.6 6.4 7 7-4.4.6-6.4 2.6-7 7-.6-4.4-2.6-6.4-7-7 4.4-.6 6.4-2.6 7-7ZM19 16c.2 1.6.9 2.3 2.5 2.5-1.6.2-2.3.9-2.5 2.5-.2-1.6-.9-2.3-2.5-2.5 1.6-.2 2.3-.9 2.5-2.5Z',
  screen: 'M3 5h18v11H3zM8 20h8M12 16v4',
  shotGlass: 'M6 4h12l-1.6 16H7.6L6 4ZM6.8 12h10.4',
} as const

export const iconNames = Object.keys(paths) as (keyof typeof paths)[]
export type IconName = keyof typeof paths

interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  name: IconName
  /** @default '1.25em' */
  size?: string
}

/** Decorative by default: the text next to an icon carries the meaning. */
export function Icon({ name, size = '1.25em', className, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className ? `${styles.icon} ${className}` : styles.icon}
      {...props}
    >
      <path d={paths[name]} />
    </svg>
  )
}
