import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../../seo/pageHead'
import { pageHeadings } from '../../content/pages'
import { PageIntro } from '../../components/pages/PageIntro/PageIntro'

export const Route = createFileRoute('/$lang/')({
  head: ({ params }) => pageHead({ language: params.lang, path: '/', page: 'home' }),
  component: HomePage,
})

function HomePage() {
  return <PageIntro heading={pageHeadings.home} />
}
