import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import blogFile from './data/blog.json' with { type: 'json' }
import { dataMessage } from './dataMessage.ts'
import type { PictureName } from './pictures'
import type { BlogFile } from './schema/blog.ts'
import { textRoles } from './schema/textRoles.ts'
import { withoutBlanks } from './schema/withoutBlanks.ts'

/** A piece of a post's article; each is its own message, so translators work paragraph by paragraph. */
export interface BlogBlock {
  /** A heading is set as the article's `h2`. */
  kind: 'paragraph' | 'heading'
  text: MessageDescriptor
}

export interface BlogPost {
  /** The address of the post: `/{lang}/blog/{id}`. */
  id: string
  /** ISO date of publication. */
  date: string
  readMinutes: number
  category: MessageDescriptor
  picture: PictureName
  title: MessageDescriptor
  /** The line under the title on the blog list. */
  excerpt: MessageDescriptor
  /** The post page's meta description: 70–160 characters. */
  description: MessageDescriptor
  body: readonly BlogBlock[]
  /** Written for the site rather than by the owner; shown like any post until replaced (the launch check lists it). */
  isDraft?: boolean
}

export const blogSubtitle = msg({
  message: 'News and stories from our kitchen, our bar and the guests who make Amigo what it is.',
  comment: 'Subtitle under the "Blog" heading of the blog list. Terms: guests — see the glossary in docs/translating.md.',
})

// The owner's file (docs/owner.md, "Blog"), which its schema checks before every build.
const file = /* @__PURE__ */ withoutBlanks(blogFile) as BlogFile

/**
 * The blog's posts, newest first. A new post is an entry of src/content/data/blog.json: the list,
 * its page, the links and the prerender all follow from it.
 */
export const blogPosts: readonly BlogPost[] = file.posts.map((post) => ({
  id: post.id,
  date: post.date,
  readMinutes: post.readMinutes,
  category: dataMessage(post.category, textRoles.blogCategory),
  picture: post.picture,
  title: dataMessage(post.title, textRoles.blogTitle),
  excerpt: dataMessage(post.excerpt, textRoles.blogExcerpt),
  description: dataMessage(post.description, textRoles.blogDescription),
  body: post.body.map((block) => ({ kind: block.kind, text: dataMessage(block.text, textRoles.blogText) })),
  ...(post.draft ? { isDraft: true } : {}),
}))

export function findBlogPost(id: string): BlogPost | undefined {
  return blogPosts.find((post) => post.id === id)
}
