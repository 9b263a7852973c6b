import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../../seo/pageHead'
import { reviews } from '../../content/reviews'
import { visitQrUrl } from '../../content/site'
import { deferred } from '../../components/deferred'
import { ContactColumn } from '../../components/visit/ContactColumn/ContactColumn'
import { VisitColumns } from '../../components/visit/VisitColumns/VisitColumns'
import { VisitHero } from '../../components/visit/VisitHero/VisitHero'
import { VisitMap } from '../../components/visit/VisitMap/VisitMap'

// Facts to read, nothing to press: their code loads at idle, the prerendered page shows them meanwhile.
const TransportColumn = deferred(() => import('../../components/visit/TransportColumn/TransportColumn').then((m) => m.TransportColumn))
const ReviewsSection = deferred(() => import('../../components/visit/ReviewsSection/ReviewsSection').then((m) => m.ReviewsSection))

export const Route = createFileRoute('/$lang/visit')({
  head: ({ params }) => pageHead({ language: params.lang, path: '/visit', page: 'visit' }),
  // The printed page's QR code, drawn at prerender and carried in the page, as the menu's is.
  loader: () => import('../../qr/drawQr').then(({ drawQr }) => drawQr(visitQrUrl)),
  component: VisitPage,
})

function VisitPage() {
  const qrCode = Route.useLoaderData()
  return (
    <>
      <VisitHero qrCode={qrCode} />
      <VisitColumns contact={<ContactColumn />} transport={<TransportColumn map={<VisitMap />} />} />
      <ReviewsSection reviews={reviews} />
    </>
  )
}
