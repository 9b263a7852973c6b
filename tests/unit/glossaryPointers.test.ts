import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parsePoFile } from '@lingui/format-po'
import { glossaryTerms as terms } from '../../scripts/i18n/glossaryTerms'


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
