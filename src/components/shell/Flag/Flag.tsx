import type { ReactNode } from 'react'
import type { Language } from '../../../i18n/languages'
import * as styles from './Flag.css'

// Drawn as SVG because emoji flags do not render on Windows and many Linux desktops.
// Spanish shows Mexico's flag: the restaurant's Spanish is Mexican (og:locale es_MX).
const flags: Record<Language, ReactNode> = {
  lv: (
    <>
      <rect width="30" height="20" fill="#9E3039" />
      <rect y="8" width="30" height="4" fill="#fff" />
    </>
  ),
  es: (
    <>
      <rect width="30" height="20" fill="#fff" />
      <rect width="10" height="20" fill="#006847" />
      <rect x="20" width="10" height="20" fill="#CE1126" />
      <circle cx="15" cy="10" r="2.6" fill="#8C6A2F" />
    </>
  ),
  en: (
    <>
      <rect width="30" height="20" fill="#012169" />
      <path d="M0 0l30 20M30 0 0 20" stroke="#fff" strokeWidth="4" />
      <path d="M0 0l30 20M30 0 0 20" stroke="#C8102E" strokeWidth="1.6" />
      <path d="M15 0v20M0 10h30" stroke="#fff" strokeWidth="6" />
      <path d="M15 0v20M0 10h30" stroke="#C8102E" strokeWidth="3.5" />
    </>
  ),
  ru: (
    <>
      <rect width="30" height="20" fill="#fff" />
      <rect y="6.67" width="30" height="6.67" fill="#0039A6" />
      <rect y="13.33" width="30" height="6.67" fill="#D52B1E" />
    </>
  ),
  de: (
    <>
      <rect width="30" height="20" fill="#FFCE00" />
      <rect width="30" height="13.33" fill="#DD0000" />
      <rect width="30" height="6.67" fill="#000" />
    </>
  ),
  et: (
    <>
      <rect width="30" height="20" fill="#fff" />
      <rect width="30" height="13.33" fill="#000" />
      <rect width="30" height="6.67" fill="#0072CE" />
    </>
  ),
  fi: (
    <>
      <rect width="30" height="20" fill="#fff" />
      <path d="M0 10h30M11 0v20" stroke="#002F6C" strokeWidth="5" />
    </>
  ),
}

/** A language's flag, decorative: the language's name always stands beside it. */
export function Flag({ language }: { language: Language }) {
  return (
    <svg className={styles.flag} viewBox="0 0 30 20" aria-hidden="true" focusable="false">
      {flags[language]}
    </svg>
  )
}
