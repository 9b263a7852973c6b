import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import type { BlogPost } from '../../../content/blog'
import { pictures } from '../../../content/pictures'
import { useLanguage } from '../../../i18n/useLanguage'
import { Badge } from '../../controls/Badge/Badge'
import { Picture } from '../../controls/Picture/Picture'
import { PostMeta } from '../PostMeta/PostMeta'
import * as styles from './BlogCard.css'

interface BlogCardProps {
  post: BlogPost
  /** `featured` for the newest post: picture beside the words on wide screens. @default 'regular' */
  layout?: keyof typeof styles.card
  /** In the first screen: its picture loads at once. @default false */
  isPriority?: boolean
}

/** A post on the blog list; the whole card opens the post, through the link on its title. */
export function BlogCard({ post, layout = 'regular', isPriority = false }: BlogCardProps) {
  const { t, i18n } = useLingui()
  const language = useLanguage()
  return (
    <article className={styles.card[layout]}>
      <div className={styles.picture}>
        <Picture picture={pictures[post.picture]} isPriority={isPriority} isDecorative />
      </div>
      <div className={styles.body}>
        <Badge tone="marigold">{i18n._(post.category)}</Badge>
        <h2 className={styles.title}>
          <Link to="/$lang/blog/$id" params={{ lang: language, id: post.id }} className={styles.link}>
            {i18n._(post.title)}
          </Link>
        </h2>
        <p className={styles.excerpt}>{i18n._(post.excerpt)}</p>
        <PostMeta date={post.date} readMinutes={post.readMinutes} />
        {/* A visible cue only: the title's link already covers the card and says where it goes. */}
        <span className={styles.more} aria-hidden="true">
          {t({ message: 'Read the post', comment: 'Cue at the bottom of a blog card on the blog list; the whole card opens the post. Terms: form of address — see the glossary in docs/translating.md.' })}
          <span className={styles.arrow}>→</span>
        </span>
      </div>
    </article>
  )
}
