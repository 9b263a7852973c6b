import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../../seo/pageHead'
import { navigationLabels, pageHeadings } from '../../content/pages'
import { menuQrUrl } from '../../content/site'
import { container } from '../../design/recipes.css'
import { drawQr } from '../../qr/drawQr'
import { PageIntro } from '../../components/pages/PageIntro/PageIntro'
import { MenuBoard } from '../../components/menu/MenuBoard/MenuBoard'
import { MenuLead } from '../../components/menu/MenuLead/MenuLead'
import { MenuQrCodeIsland } from '../../components/menu/MenuQrCode/MenuQrCodeIsland'
import { MenuPrintHeader } from '../../components/menu/MenuPrintHeader/MenuPrintHeader'
import { MenuStructuredData } from '../../components/menu/MenuStructuredData/MenuStructuredData'

export const Route = createFileRoute('/$lang/menu')({
  head: ({ params }) => pageHead({ language: params.lang, path: '/menu', page: 'menu' }),
  // Drawn at prerender and carried in the page: the browser needs the QR library only to save a PNG.
  loader: () => drawQr(menuQrUrl),
  component: MenuPage,
})

function MenuPage() {
  const qrCode = Route.useLoaderData()
  return (
    <>
      <MenuStructuredData />
      <MenuPrintHeader qrCode={qrCode} />
      <PageIntro eyebrow={navigationLabels.menu} heading={pageHeadings.menu} lead={<MenuLead />} spacing="snug" />
      <MenuBoard />
      <div className={container}>
        <MenuQrCodeIsland value={menuQrUrl} drawing={qrCode} />
      </div>
    </>
  )
}
