import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../../../seo/pageHead'
import { pageHeadings } from '../../../content/pages'
import { PageIntro } from '../../../components/pages/PageIntro/PageIntro'

export const Route = createFileRoute('/$lang/blog/')({
  head: ({ params }) => pageHead({ language: params.lang, path: '/blog', page: 'blog' }),
  component: BlogPage,
})

function BlogPage() {
  return <PageIntro heading={pageHeadings.blog} />
}
