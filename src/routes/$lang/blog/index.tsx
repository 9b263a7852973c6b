import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react'
import { pageHead } from '../../../seo/pageHead'
import { pageHeadings } from '../../../content/pages'
import { blogPosts, blogSubtitle } from '../../../content/blog'
import { PageIntro } from '../../../components/pages/PageIntro/PageIntro'
import { BlogList } from '../../../components/blog/BlogList/BlogList'

export const Route = createFileRoute('/$lang/blog/')({
  head: ({ params }) => pageHead({ language: params.lang, path: '/blog', page: 'blog' }),
  component: BlogPage,
})

function BlogPage() {
  const { i18n } = useLingui()
  return (
    <>
      <PageIntro heading={pageHeadings.blog} lead={i18n._(blogSubtitle)} spacing="snug" />
      <BlogList posts={blogPosts} />
    </>
  )
}
