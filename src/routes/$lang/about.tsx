import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../../seo/pageHead'
import { pageHeadings } from '../../content/pages'
import { aboutFeatures, aboutSubtitle, featuresHeading, philosophyQuote, storyQuote, team, teamHeading } from '../../content/about'
import { useLingui } from '@lingui/react'
import { PageIntro } from '../../components/pages/PageIntro/PageIntro'
import { AboutQuote } from '../../components/about/AboutQuote/AboutQuote'
import { FeatureList } from '../../components/about/FeatureList/FeatureList'
import { TeamList } from '../../components/about/TeamList/TeamList'
import { ComeVisit } from '../../components/about/ComeVisit/ComeVisit'

export const Route = createFileRoute('/$lang/about')({
  head: ({ params }) => pageHead({ language: params.lang, path: '/about', page: 'about' }),
  // Its come-visit card gives the address and the hours: the footer leaves them out.
  staticData: { saysWhereAndWhen: true },
  component: AboutPage,
})

function AboutPage() {
  const { i18n } = useLingui()
  return (
    <>
      <PageIntro heading={pageHeadings.about} lead={i18n._(aboutSubtitle)} spacing="snug" />
      {/* The storefront is in the first screen on wide displays: it loads at once. */}
      <AboutQuote quote={storyQuote} isPriority />
      <FeatureList heading={featuresHeading} features={aboutFeatures} />
      <AboutQuote quote={philosophyQuote} pictureSide="end" />
      <TeamList heading={teamHeading} members={team} />
      <ComeVisit />
    </>
  )
}
