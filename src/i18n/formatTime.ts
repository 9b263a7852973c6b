import { languageInfo, type Language } from './languages'

/**
 * A 24-hour "HH:MM" time as the language writes it: "02:00", Finnish "02.00". Every one of our
 * languages reads the 24-hour clock; only the separator differs (see `timeSeparator`).
 */
export function formatTime(language: Language, time: string): string {
  const match = /^(\d{2}):(\d{2})$/.exec(time)
  if (!match) throw new Error(`formatTime expects "HH:MM", got "${time}"`)
  return `${match[1]}${languageInfo[language].timeSeparator}${match[2]}`
}
