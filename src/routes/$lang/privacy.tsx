import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../../seo/pageHead'
import { privacyDocument } from '../../content/legal/privacy'
import { LegalDocument } from '../../components/pages/LegalDocument/LegalDocument'

export const Route = createFileRoute('/$lang/privacy')({
  head: ({ params }) => pageHead({ language: params.lang, path: '/privacy', page: 'privacy' }),
  component: PrivacyPage,
})

function PrivacyPage() {
  return <LegalDocument document={privacyDocument} />
}
