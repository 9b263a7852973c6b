import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

export interface BlogPost {
  id: string
  /** ISO date of publication. */
  date: string
  readMinutes: number
  category: MessageDescriptor
  title: MessageDescriptor
}

/** The blog's posts, newest first. Bodies and images come with the blog issue. */
export const blogPosts: readonly BlogPost[] = [
  {
    id: 'world-leaders-at-amigo',
    date: '2025-04-10',
    readMinutes: 5,
    category: msg({ message: 'News', comment: 'Blog post category' }),
    title: msg({ message: 'World leaders at Amigo', comment: 'Title of the blog post about world leaders dining at Amigo' }),
  },
]

export function findBlogPost(id: string): BlogPost | undefined {
  return blogPosts.find((post) => post.id === id)
}
