import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../../seo/pageHead'
import { pageHeadings } from '../../content/pages'
import { PageIntro } from '../../components/pages/PageIntro/PageIntro'

export const Route = createFileRoute('/$lang/visit')({
  head: ({ params }) => pageHead({ language: params.lang, path: '/visit', page: 'visit' }),
  component: VisitPage,
})

function VisitPage() {
  return <PageIntro heading={pageHeadings.visit} />
}
