import { Island } from '../../islands/Island'
import { wakeEvents } from '../../islands/islandMarkup'
import { StoredPageNotice } from './StoredPageNotice'

/** The notice of a page the offline copy answered, as the shell places it: woken only when the page says so. */
export function StoredPageNoticeIsland() {
  return <Island name="StoredPageNotice" component={StoredPageNotice} props={{}} load="interaction" events={[wakeEvents.stored]} />
}
