import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../../seo/pageHead'
import { reviews } from '../../content/reviews'
import { ContactColumn } from '../../components/visit/ContactColumn/ContactColumn'
import { ReviewsSection } from '../../components/visit/ReviewsSection/ReviewsSection'
import { TransportColumn } from '../../components/visit/TransportColumn/TransportColumn'
import { VisitColumns } from '../../components/visit/VisitColumns/VisitColumns'
import { VisitHero } from '../../components/visit/VisitHero/VisitHero'
import { VisitMap } from '../../components/visit/VisitMap/VisitMap'

export const Route = createFileRoute('/$lang/visit')({
  head: ({ params }) => pageHead({ language: params.lang, path: '/visit', page: 'visit' }),
  component: VisitPage,
})

function VisitPage() {
  return (
    <>
      <VisitHero />
      <VisitColumns contact={<ContactColumn />} transport={<TransportColumn map={<VisitMap />} />} />
      <ReviewsSection reviews={reviews} />
    </>
  )
}
