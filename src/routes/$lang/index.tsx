import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../../seo/pageHead'
import { HomeHero } from '../../components/home/HomeHero/HomeHero'
import { InfoStrip } from '../../components/home/InfoStrip/InfoStrip'
import { WhyChooseUs } from '../../components/home/WhyChooseUs/WhyChooseUs'
import { SignatureDishes } from '../../components/home/SignatureDishes/SignatureDishes'
import { ClosingCall } from '../../components/home/ClosingCall/ClosingCall'
import { WhatsOnSection } from '../../components/home/WhatsOnSection/WhatsOnSection'

export const Route = createFileRoute('/$lang/')({
  head: ({ params }) => pageHead({ language: params.lang, path: '/', page: 'home' }),
  component: HomePage,
})

function HomePage() {
  return (
    <>
      <HomeHero />
      <InfoStrip />
      <WhyChooseUs />
      <SignatureDishes />
      <WhatsOnSection />
      <ClosingCall />
    </>
  )
}
