import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../../seo/pageHead'
import { navigationLabels, pageHeadings } from '../../content/pages'
import { menuQrUrl } from '../../content/site'
import { container } from '../../design/recipes.css'
import { PageIntro } from '../../components/pages/PageIntro/PageIntro'
import { MenuBoard } from '../../components/menu/MenuBoard/MenuBoard'
import { MenuLead } from '../../components/menu/MenuLead/MenuLead'
import { MenuQrCode } from '../../components/menu/MenuQrCode/MenuQrCode'
import { deferred } from '../../components/deferred'

// The printed header and the structured data for search engines are drawn in full by the
// prerendered page and need no code before the visitor prints: at idle, they keep the menu's first
// load under the budget (scripts/checks/sizeBudget.ts). Not the QR code's box: a part deferred this
// way is inert until idle, and its download button must answer once the page is hydrated.
const MenuStructuredData = deferred(() => import('../../components/menu/MenuStructuredData/MenuStructuredData').then((m) => m.MenuStructuredData))
const MenuPrintHeader = deferred(() => import('../../components/menu/MenuPrintHeader/MenuPrintHeader').then((m) => m.MenuPrintHeader))

export const Route = createFileRoute('/$lang/menu')({
  head: ({ params }) => pageHead({ language: params.lang, path: '/menu', page: 'menu' }),
  // Drawn at prerender and carried in the page: the browser needs the QR library for nothing, and
  // this code only when a visitor reaches the menu by a link (hydration runs no loader).
  loader: () => import('../../qr/drawQr').then(({ drawQr }) => drawQr(menuQrUrl)),
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
        <MenuQrCode value={menuQrUrl} drawing={qrCode} />
      </div>
    </>
  )
}
