import * as v from 'valibot'
import { pictureSlots } from './choices.ts'
import { count, date, entry, flag, id, listOf, noteForTranslators, oneOf, text } from './fields.ts'
import { textRoles } from './textRoles.ts'

/** What a piece of a post's article is: the translators work paragraph by paragraph. */
export const blogBlockKinds = ['paragraph', 'heading'] as const

export const blogBlockSchema = entry({
  kind: oneOf(blogBlockKinds, { en: 'Paragraph or subheading', lv: 'Rindkopa vai apakšvirsraksts', hint: 'paragraph: text; heading: a short subheading before the next paragraphs' }),
  text: text({ en: 'Text', lv: 'Teksts', hint: 'In English; the translators put it into the other languages' }, textRoles.blogText, 'Blog: a paragraph or a subheading of a post’s article. A subheading is a few words; keep its tone.', { long: true }),
  note: v.optional(noteForTranslators()),
})

export const blogPostSchema = entry({
  id: id({ en: 'Address of the post', lv: 'Ieraksta adrese', hint: 'Small letters and hyphens: the post is at /lv/blog/<this>; never change it once published' }),
  date: date({ en: 'Published on', lv: 'Publicēts' }),
  readMinutes: count({ en: 'Minutes to read', lv: 'Lasīšanas laiks, minūtes' }, { min: 1, max: 60 }),
  category: text({ en: 'Category', lv: 'Kategorija', hint: 'One or two words, e.g. Stories, News' }, textRoles.blogCategory, 'Blog: the category of a post, shown above its title (one or two words)'),
  picture: oneOf(pictureSlots, { en: 'Picture', lv: 'Attēls', hint: 'The place whose picture the post shows; put a photograph in that place under Photographs' }),
  title: text({ en: 'Title', lv: 'Virsraksts' }, textRoles.blogTitle, 'Blog: the title of a post, on its page, on the blog list and when it is shared'),
  excerpt: text({ en: 'Line under the title on the list', lv: 'Rinda zem virsraksta sarakstā' }, textRoles.blogExcerpt, 'Blog: the line under a post’s title on the blog list: one or two sentences that make a guest want to read on', { long: true }),
  description: text({ en: 'Description for search engines', lv: 'Apraksts meklētājiem', hint: '70 to 160 characters' }, textRoles.blogDescription, 'Blog: what search results show under a post’s title. Keep it under 160 characters.', { long: true, length: { min: 70, max: 160 } }),
  body: listOf(blogBlockSchema, { en: 'Article', lv: 'Raksts' }, { label: { en: 'paragraph', lv: 'rindkopu' }, summary: '{{fields.kind}}: {{fields.text}}' }),
  note: v.optional(noteForTranslators()),
  draft: v.optional(flag({ en: 'Written for the site, not by us', lv: 'Rakstīts vietnei, ne mūsu', hint: 'Shown like any post; the launch check lists it until you replace it' })),
})

/** src/content/data/blog.json: the blog's posts, newest first. */
export const blogFileSchema = v.pipe(
  entry({
    posts: listOf(blogPostSchema, { en: 'Posts', lv: 'Ieraksti', hint: 'Newest first' }, { label: { en: 'post', lv: 'ierakstu' }, summary: '{{fields.date}} · {{fields.title}}' }),
  }),
  v.check((file) => new Set(file.posts.map((post) => post.id)).size === file.posts.length, 'has two posts at one address: give each its own'),
)

export type BlogFile = v.InferOutput<typeof blogFileSchema>
export type BlogPostEntry = v.InferOutput<typeof blogPostSchema>
