import type { BlogPost } from '../../../content/blog'
import { container } from '../../../design/recipes.css'
import { BlogCard } from '../BlogCard/BlogCard'
import * as styles from './BlogList.css'

/** The blog's posts, newest first: the newest one featured across the width, the others in a grid. */
export function BlogList({ posts }: { posts: readonly BlogPost[] }) {
  return (
    <div className={container}>
      <ul className={styles.list}>
        {posts.map((post, index) => (
          <li key={post.id} className={index === 0 ? styles.featured : undefined}>
            <BlogCard post={post} layout={index === 0 ? 'featured' : 'regular'} isPriority={index === 0} />
          </li>
        ))}
      </ul>
    </div>
  )
}
