import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../../seo/pageHead'
import { termsDocument } from '../../content/legal/terms'
import { LegalDocument } from '../../components/pages/LegalDocument/LegalDocument'

export const Route = createFileRoute('/$lang/terms')({
  head: ({ params }) => pageHead({ language: params.lang, path: '/terms', page: 'terms' }),
  component: TermsPage,
})

function TermsPage() {
  return <LegalDocument document={termsDocument} />
}
