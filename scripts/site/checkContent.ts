import { scheduleProblems, whatsOnProblems } from '../../src/hours/scheduleProblems.ts'
import { contentFiles, dataFolder, readContentJson, type ContentName, type ContentOf } from '../../src/content/schema/contentFiles.ts'
import { contentProblems } from '../../src/content/schema/contentProblems.ts'

/** The names an entry's `id` must not share with another entry of the same file. */
function repeatedIds(entries: readonly { id: string }[]): string[] {
  const seen = new Set<string>()
  return entries.flatMap(({ id }) => (seen.has(id) ? [id] : (seen.add(id), [])))
}

/**
 * Every mistake in the owner's data files, each naming the file, the entry and the field: first
 * what one file's schema refuses, then what only shows across entries or files (two exceptions for
 * one day, an evening on a closed day, two dishes of one name). Empty when all is well: the build
 * stops otherwise, and the live site stays as it was.
 */
export function checkContent(folder?: string): string[] {
  const where = (name: ContentName) => `${folder ?? dataFolder}/${contentFiles[name].file}`
  const read = <Name extends ContentName>(name: Name) => readContentJson(name, folder) as ContentOf<Name>
  const problems: string[] = []
  for (const name of Object.keys(contentFiles) as ContentName[]) {
    let data: unknown
    try {
      data = readContentJson(name, folder)
    } catch (error) {
      problems.push(`${where(name)}: cannot be read (${error instanceof Error ? error.message : String(error)}): restore it from the repository's history`)
      continue
    }
    problems.push(...contentProblems(where(name), contentFiles[name].schema, data))
  }
  if (problems.length) return problems
  const hours = read('hours')
  const evenings = read('evenings')
  const menu = read('menu')
  problems.push(
    ...scheduleProblems(hours.exceptions, hours.week).map((problem) => `${where('hours')} › ${problem}`),
    ...whatsOnProblems(evenings.weekly, evenings.dated, { hours: hours.week, exceptions: hours.exceptions }).map((problem) => `${where('evenings')} › ${problem}`),
  )
  const sections = [...menu.food, ...menu.drinks].flatMap((section) => [section, ...(section.subsections ?? [])])
  for (const id of repeatedIds(sections)) problems.push(`${where('menu')} › the name of the entry "${id}" is given to two sections: give each its own`)
  for (const id of repeatedIds(sections.flatMap((section) => section.items))) problems.push(`${where('menu')} › the name of the entry "${id}" is given to two dishes or drinks: give each its own`)
  for (const slot of repeatedIds(read('pictures').photos.map((photo) => ({ id: photo.slot })))) problems.push(`${where('pictures')} › two photographs are given for "${slot}": keep one`)
  for (const id of repeatedIds(read('reviews').reviews)) problems.push(`${where('reviews')} › the name of the entry "${id}" is given to two reviews: give each its own`)
  return problems
}
