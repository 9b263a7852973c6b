import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../../seo/pageHead'
import { reviews } from '../../content/reviews'
import { visitQrUrl } from '../../content/site'
import { drawQr } from '../../qr/drawQr'
import { ContactColumn } from '../../components/visit/ContactColumn/ContactColumn'
import { ReviewsSection } from '../../components/visit/ReviewsSection/ReviewsSection'
import { TransportColumn } from '../../components/visit/TransportColumn/TransportColumn'
import { VisitColumns } from '../../components/visit/VisitColumns/VisitColumns'
import { VisitHero } from '../../components/visit/VisitHero/VisitHero'
import { VisitEvenings } from '../../components/visit/VisitEvenings/VisitEvenings'
import { VisitMap } from '../../components/visit/VisitMap/VisitMap'

export const Route = createFileRoute('/$lang/visit')({
  head: ({ params }) => pageHead({ language: params.lang, path: '/visit', page: 'visit' }),
  // The printed page's QR code, drawn at prerender and carried in the page, as the menu's is.
  loader: () => drawQr(visitQrUrl),
  component: VisitPage,
})

function VisitPage() {
  const qrCode = Route.useLoaderData()
  return (
    <>
      <VisitHero qrCode={qrCode} />
      <VisitColumns contact={<ContactColumn />} transport={<TransportColumn map={<VisitMap />} />} evenings={<VisitEvenings />} />
      <ReviewsSection reviews={reviews} />
    </>
  )
}
