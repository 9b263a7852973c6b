import { useLingui } from '@lingui/react'
import type { BlogPost } from '../../../content/blog'
import { localizedUrl } from '../../../seo/pageHead'
import { blogPostingData } from '../../../seo/blogPostingData'
import { useLanguage } from '../../../i18n/useLanguage'
import { StructuredData } from '../../pages/StructuredData/StructuredData'

/**
 * The post as a schema.org BlogPosting. On the post's page rather than in the site's data of the
 * shell, so that every other page loads no picture list for it.
 */
export function BlogPostStructuredData({ post }: { post: BlogPost }) {
  const { i18n } = useLingui()
  const language = useLanguage()
  return <StructuredData data={blogPostingData(i18n, language, post, localizedUrl(language, `/blog/${post.id}`))} />
}
