import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parsePoFile } from '@lingui/format-po'

// The recurring terms that docs/translating.md's glossary fixes for every language, as the English
// source writes them. A message that uses one ends its comment with a pointer to the glossary:
// "Terms: tacos, chef — see the glossary in docs/translating.md." Commands and invitations also
// name the form of address, which no pattern can find; a "you" or "your" always does.
const terms: [name: string, pattern: RegExp][] = [
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

const entries = parsePoFile(readFileSync('locales/en/messages.po', 'utf8')).items.filter((item) => !item.obsolete)

describe('translator comments point to the glossary for every recurring term', () => {
  it('each message using a glossary term names it in a "Terms: … — see the glossary in docs/translating.md." pointer', () => {
    const missing = entries.flatMap((item) => {
      const comment = item.extractedComments.join(' ')
      const pointer = comment.match(/Terms: ([^—]+) — see the glossary in docs\/translating\.md\./)?.[1]?.split(', ') ?? []
      return terms.filter(([name, pattern]) => pattern.test(item.msgid) && !pointer.includes(name)).map(([name]) => `${name}: ${item.msgid.slice(0, 60)}`)
    })
    expect(missing).toEqual([])
  })

  it('the pointers name only terms of the glossary', () => {
    const names = new Set(terms.map(([name]) => name))
    const unknown = entries.flatMap((item) => [...item.extractedComments.join(' ').matchAll(/Terms: ([^—]+) —/g)].flatMap((match) => match[1]!.split(', ').filter((name) => !names.has(name))))
    expect(unknown).toEqual([])
  })
})
