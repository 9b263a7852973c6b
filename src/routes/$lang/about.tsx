import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../../seo/pageHead'
import { pageHeadings } from '../../content/pages'
import { PageIntro } from '../../components/pages/PageIntro/PageIntro'

export const Route = createFileRoute('/$lang/about')({
  head: ({ params }) => pageHead({ language: params.lang, path: '/about', page: 'about' }),
  component: AboutPage,
})

function AboutPage() {
  return <PageIntro heading={pageHeadings.about} />
}
