/**
 * Words that must stay on one line where a message puts them into a sentence: a phone number ("Call
 * +371 2000 0000" broke as "+371 / 2000 0000" in a button on a 320 px phone). Its spaces become
 * no-break spaces, which screen readers and search engines read as spaces.
 */
export const noBreak = (text: string) => text.replaceAll(' ', '\u00a0')

/**
 * A status written as two parts around a middle dot ("Open now · until 02:00"), with the dot kept
 * on the first part's line: where the two parts do not fit on one line, the second starts its line
 * with a word, not with the dot.
 */
export const dotWithFirstPart = (text: string) => text.replace(' · ', '\u00a0· ')

/**
 * A time held to the words on either side of it ("līdz plkst. 19:00", "klo 21.00 alkaen"): where a
 * line must break, it breaks further from the time, never between "plkst." and "19:00".
 */
export const timeWithItsWords = (text: string, time: string) => text.replace(new RegExp(`\\s?${time.replace(/[.]/g, '\\.')}\\s?`), (found) => found.replace(/\s/g, '\u00a0'))
