import type { FeatureIconName } from '../../../content/about'

// Line drawings on the same 24-unit grid as the site's icons (controls/Icon), which has none of these.
const paths: Record<FeatureIconName, string> = {
  chef: 'M7 14.5a4 4 0 0 1-.4-7.98A5.5 5.5 0 0 1 12 3a5.5 5.5 0 0 1 5.4 3.52A4 4 0 0 1 17 14.5V20H7Zm0 2.5h10',
  food: 'M12 20s-7.5-4.4-7.5-10.2A4.2 4.2 0 0 1 12 7.3a4.2 4.2 0 0 1 7.5 2.5C19.5 15.6 12 20 12 20Z',
  music: 'M9 18V6l11-2v12M9 18a3 3 0 1 1-6 0 3 3 0 0 1 6 0Zm11-2a3 3 0 1 1-6 0 3 3 0 0 1 6 0ZM9 10l11-2',
  family:
    'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7Zm-6.5 9a6.5 6.5 0 0 1 13 0M16 4.3a3.5 3.5 0 0 1 0 6.4m2.2 3.1a6.5 6.5 0 0 1 3.3 6.2',
}

interface FeatureIconProps {
  name: FeatureIconName
  /** @default '1.75rem' */
  size?: string
}

/** The drawing of a feature card; decorative, the card's title says it in words. */
export function FeatureIcon({ name, size = '1.75rem' }: FeatureIconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[name]} />
    </svg>
  )
}
