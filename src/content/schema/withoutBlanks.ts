/**
 * A data file as the site reads it: the editor writes a field it was shown and left empty as "" or
 * null, which means "not given", as if the field were not there.
 */
export function withoutBlanks<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutBlanks) as T
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, field]) => field !== '' && field !== null)
      .map(([key, field]) => [key, withoutBlanks(field)]),
  ) as T
}
