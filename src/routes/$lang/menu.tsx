import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../../seo/pageHead'
import { pageHeadings } from '../../content/pages'
import { PageIntro } from '../../components/PageIntro/PageIntro'
import { MenuColumns } from '../../components/MenuColumns/MenuColumns'
import { MenuLead } from '../../components/MenuLead/MenuLead'

export const Route = createFileRoute('/$lang/menu')({
  head: ({ params }) => pageHead({ language: params.lang, path: '/menu', page: 'menu' }),
  component: MenuPage,
})

function MenuPage() {
  return (
    <>
      <PageIntro heading={pageHeadings.menu} lead={<MenuLead />} />
      <MenuColumns />
    </>
  )
}
