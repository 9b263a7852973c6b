import { createFileRoute, notFound } from '@tanstack/react-router'
import { i18n } from '@lingui/core'
import { pageHead } from '../../../seo/pageHead'
import { findBlogPost } from '../../../content/blog'
import { BlogPostHeader } from '../../../components/blog/BlogPostHeader/BlogPostHeader'
import { BlogArticle } from '../../../components/blog/BlogArticle/BlogArticle'
import { ComeVisit } from '../../../components/about/ComeVisit/ComeVisit'
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
      // An unknown post's not-found page names the blog, not an address that does not exist.
      path: loaderData ? `/blog/${params.id}` : '/blog',
      page: 'blog',
      title: loaderData ? i18n._(loaderData.post.title) : undefined,
      description: loaderData ? i18n._(loaderData.post.description) : undefined,
    }),
  component: BlogPostPage,
  notFoundComponent: BlogPostNotFound,
})

function BlogPostPage() {
  const { post } = Route.useLoaderData()
  return (
    <>
      <article>
        <BlogPostHeader post={post} />
        <BlogArticle body={post.body} />
      </article>
      <ComeVisit />
    </>
  )
}
