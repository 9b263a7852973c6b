import { createFileRoute, notFound } from '@tanstack/react-router'
import { i18n } from '@lingui/core'
import { pageHead } from '../../../seo/pageHead'
import { findBlogPost } from '../../../content/blog'
import { PageIntro } from '../../../components/pages/PageIntro/PageIntro'
import { BlogPostNotFound } from '../../../components/pages/BlogPostNotFound/BlogPostNotFound'

export const Route = createFileRoute('/$lang/blog/$id')({
  loader: ({ params }) => {
    const post = findBlogPost(params.id)
    if (!post) throw notFound()
    return { post }
  },
  head: ({ params, loaderData }) =>
    pageHead({
      language: params.lang,
      path: `/blog/${params.id}`,
      page: 'blog',
      title: loaderData ? i18n._(loaderData.post.title) : undefined,
    }),
  component: BlogPostPage,
  notFoundComponent: BlogPostNotFound,
})

function BlogPostPage() {
  const { post } = Route.useLoaderData()
  return <PageIntro heading={post.title} />
}
