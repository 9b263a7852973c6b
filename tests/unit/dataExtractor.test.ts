import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { dataExtractor } from '../../scripts/i18n/dataExtractor'
import { dataFolder } from '../../src/content/schema/contentFiles'

type Extracted = { id: string; message?: string; context?: string; comment?: string }

/** What the extractor hands Lingui for a data file with these contents. */
async function extracted(file: string, data: unknown): Promise<Extracted[]> {
  const found: Extracted[] = []
  await dataExtractor.extract(`${dataFolder}/${file}`, JSON.stringify(data, null, 2), (message) => found.push(message as Extracted), {} as never)
  return found
}

describe('the translators’ extractor for the owner’s files', () => {
  const blog = JSON.parse(readFileSync(`${dataFolder}/blog.json`, 'utf8'))

  it('brings every text of a post, each in its role, with where it stands', async () => {
    const post = { id: 'tequila-night', date: '2027-01-15', readMinutes: 2, category: 'News', picture: 'hero', title: 'Tequila night', excerpt: 'An evening of agave.', description: 'D'.repeat(80), body: [{ kind: 'heading', text: 'What we pour' }, { kind: 'paragraph', text: 'Blanco, reposado and añejo.' }] }
    const messages = await extracted('blog.json', { posts: [post] })
    expect(messages.map((message) => [message.context, message.message])).toEqual([
      ['blog category', 'News'],
      ['blog post title', 'Tequila night'],
      ['blog post excerpt', 'An evening of agave.'],
      ['blog post description', 'D'.repeat(80)],
      ['blog post text', 'What we pour'],
      ['blog post text', 'Blanco, reposado and añejo.'],
    ])
    expect(messages[4]?.comment).toContain('(Blog › “Tequila night” › heading 1 › Text)')
  })

  it('adds the owner’s notes for the translators to the comments of their entry’s texts', async () => {
    const post = { ...blog.posts[0], note: 'A joke: keep it light.', body: [{ kind: 'paragraph', text: 'Mi casa es tu casa, friends.', note: 'Keep the Spanish.' }] }
    const messages = await extracted('blog.json', { posts: [post] })
    expect(messages.find((message) => message.context === 'blog post title')?.comment).toMatch(/\)\. A joke: keep it light\.$/)
    expect(messages.find((message) => message.context === 'blog post text')?.comment).toMatch(/\)\. A joke: keep it light\. Keep the Spanish\.$/)
  })
})
