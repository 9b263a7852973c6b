import type { ReactNode } from 'react'
import { LiveLineData } from '../../hours/LiveLineData/LiveLineData'
import { SiteFooter } from '../SiteFooter/SiteFooter'
import { SiteHeader } from '../SiteHeader/SiteHeader'
import { SkipLink } from '../SkipLink/SkipLink'
import { StoredPageNoticeIsland } from '../StoredPageNotice/StoredPageNoticeIsland'
import { ToasterIsland } from '../Toaster/ToasterIsland'
import { usePageSaysWhereAndWhen } from './pageSaysWhereAndWhen'
import * as styles from './SiteShell.css'

const mainId = 'main'

/** What surrounds every page: skip link, header, the page (with the offline notice), footer and notifications. */
export function SiteShell({ children }: { children: ReactNode }) {
  const pageSaysWhereAndWhen = usePageSaysWhereAndWhen()
  return (
    <>
      {/* No first paint before the header is whole: with its right-hand controls still in the network, a
          slow phone drew it once without them, then moved it (React puts this in the head). */}
      <link rel="expect" href={`#${mainId}`} blocking="render" />
      <SkipLink target={mainId} />
      <LiveLineData />
      <SiteHeader />
      <main id={mainId} tabIndex={-1} className={styles.main}>
        <StoredPageNoticeIsland />
        {children}
      </main>
      <SiteFooter leavesOutWhereAndWhen={pageSaysWhereAndWhen} />
      <ToasterIsland />
    </>
  )
}
