import { createFileRoute, notFound } from '@tanstack/react-router'
import { i18n } from '@lingui/core'
import { pageHead } from '../../../seo/pageHead'
import { findBlogPost } from '../../../content/blog'
import { BlogPostHeader } from '../../../components/blog/BlogPostHeader/BlogPostHeader'
import { BlogArticle } from '../../../components/blog/BlogArticle/BlogArticle'
import { ComeVisit } from '../../../components/about/ComeVisit/ComeVisit'
import { BlogPostNotFound, blogPostNotFoundHeading } from '../../../components/pages/BlogPostNotFound/BlogPostNotFound'
import { restaurantName } from '../../../content/business'

export const Route = createFileRoute('/$lang/blog/$id')({
  loader: ({ params }) => {
    const post = findBlogPost(params.id)
    if (!post) throw notFound()
    return { post }
  },
  // An unknown post is a not-found page: a title, and no address of its own (no canonical, alternates
  // or share address) that would point search engines and chat previews at a page that is not there.
  head: ({ params, loaderData }) =>
    loaderData
      ? pageHead({
          language: params.lang,
          path: `/blog/${params.id}`,
          page: 'blog',
          title: i18n._(loaderData.post.title),
          description: i18n._(loaderData.post.description),
        })
      : { meta: [{ title: `${i18n._(blogPostNotFoundHeading)} — ${restaurantName}` }] },
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
