import { createFileRoute, notFound, rootRouteId } from '@tanstack/react-router'
import { i18n } from '@lingui/core'
import { pageHead } from '../../../seo/pageHead'
import { findBlogPost } from '../../../content/blog'
import { BlogPostHeader } from '../../../components/blog/BlogPostHeader/BlogPostHeader'
import { BlogArticle } from '../../../components/blog/BlogArticle/BlogArticle'
import { BlogPostStructuredData } from '../../../components/blog/BlogPostStructuredData/BlogPostStructuredData'
import { ComeVisit } from '../../../components/about/ComeVisit/ComeVisit'
import { missingBlogPost } from '../../../components/pages/BlogPostNotFound/BlogPostNotFound'

export const Route = createFileRoute('/$lang/blog/$id')({
  loader: ({ params }) => {
    const post = findBlogPost(params.id)
    // The root's not-found page, told that a post is missing: one prerendered page answers every
    // unknown post's address, and a router state naming only the root route is the same for all of
    // them, so the page hydrates wherever it is served. A state naming this route would hold the
    // post's id; at any other id the browser renders the route anew and the HTML does not match.
    if (!post) throw notFound({ routeId: rootRouteId, data: missingBlogPost })
    return { post }
  },
  head: ({ params, loaderData }) =>
    loaderData
      ? pageHead({
          language: params.lang,
          path: `/blog/${params.id}`,
          page: 'blog',
          title: i18n._(loaderData.post.title),
          description: i18n._(loaderData.post.description),
        })
      : {},
  // Its come-visit card gives the address and the hours: the footer leaves them out.
  staticData: { saysWhereAndWhen: true },
  component: BlogPostPage,
})

function BlogPostPage() {
  const { post } = Route.useLoaderData()
  return (
    <>
      <article>
        <BlogPostHeader post={post} />
        <BlogArticle body={post.body} />
      </article>
      <BlogPostStructuredData post={post} />
      <ComeVisit />
    </>
  )
}
