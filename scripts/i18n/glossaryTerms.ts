// The recurring terms that docs/translating.md's glossary fixes for every language, as the English
// source writes them. A message that uses one ends its comment with a pointer to the glossary:
// "Terms: tacos, chef — see the glossary in docs/translating.md." Commands and invitations also
// name the form of address, which no pattern can find; a "you" or "your" always does.
export const glossaryTerms: readonly [name: string, pattern: RegExp][] = [
  ['tacos', /\btacos?\b/i],
  ['burritos', /\bburritos?\b/i],
  ['quesadillas', /\bquesadillas?\b/i],
  ['nachos', /\bnachos\b/i],
  ['guacamole', /\bguacamole\b/i],
  ['chipotle', /\bchipotle\b/i],
  ['churros', /\bchurros?\b/i],
  ['pozole', /\bpozole\b/i],
  ['margarita', /\bmargaritas?\b/i],
  ['tequila', /\btequilas?\b/i],
  ['mezcal', /\bmezcal\b/i],
  ['chef', /\bchefs?\b/i],
  ['guests', /\bguests?\b/i],
  ['reservation', /\b(reserve|reservations?|book|booked|booking)\b|\btable is reserved\b/i],
  ['reviews', /\breviews?\b/i],
  ['Closed', /\bclosed\b/i],
  ['cocktails', /\bcocktails?\b/i],
  ['bartender', /\bbartenders?\b/i],
  ['happy hour', /\bhappy hour\b/i],
  ['Mexico City', /\bMexico City\b/],
  ['Latvian data authority', /\bData State Inspectorate\b/],
  ['form of address', /\b(you|your|yours|yourself)\b/i],
]

/** The pointer a comment ends with for the glossary's terms a text uses, or nothing when it uses none. */
export function glossaryPointer(text: string): string {
  const names = glossaryTerms.filter(([, pattern]) => pattern.test(text)).map(([name]) => name)
  return names.length ? ` Terms: ${names.join(', ')} — see the glossary in docs/translating.md.` : ''
}
