/** The site's icons, drawn at build from public/favicon.svg (scripts/site/siteFiles.ts). */
export const siteIcons = {
  svg: '/favicon.svg',
  /** 180 × 180, for iOS home screens. */
  appleTouch: '/icons/apple-touch-icon.png',
  /** 192 and 512 for the web app manifest; the maskable one keeps the mark in the safe zone. */
  small: '/icons/icon-192.png',
  large: '/icons/icon-512.png',
  maskable: '/icons/icon-maskable-512.png',
  manifest: '/manifest.webmanifest',
} as const
