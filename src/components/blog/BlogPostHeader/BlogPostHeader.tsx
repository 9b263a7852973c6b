import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import type { BlogPost } from '../../../content/blog'
import { pictures } from '../../../content/pictures'
import { useLanguage } from '../../../i18n/useLanguage'
import { Badge } from '../../controls/Badge/Badge'
import { Icon } from '../../controls/Icon/Icon'
import { Picture } from '../../controls/Picture/Picture'
import { PostMeta } from '../PostMeta/PostMeta'
import * as styles from './BlogPostHeader.css'

/** The top of a post: the way back to the list, its category, title, date, reading time and picture. */
export function BlogPostHeader({ post }: { post: BlogPost }) {
  const { t, i18n } = useLingui()
  const language = useLanguage()
  return (
    <header className={styles.header}>
      <div className={styles.column}>
        <Link to="/$lang/blog" params={{ lang: language }} activeOptions={{ exact: true }} className={styles.back}>
          <Icon name="arrowLeft" size="1.1em" />
          {t({ message: 'All posts', comment: 'Link from a blog post back to the blog list' })}
        </Link>
        <div className={styles.titleBlock}>
          <Badge tone="marigold">{i18n._(post.category)}</Badge>
          <h1 className={styles.title}>{i18n._(post.title)}</h1>
          <PostMeta date={post.date} readMinutes={post.readMinutes} />
        </div>
      </div>
      {/* In the first screen: loaded at once; its box is reserved from its intrinsic size. */}
      <div className={styles.picture}>
        <Picture picture={pictures[post.picture]} isPriority />
      </div>
    </header>
  )
}
