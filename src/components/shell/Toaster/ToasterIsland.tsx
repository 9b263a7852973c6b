import { Island } from '../../islands/Island'
import { wakeEvents } from '../../islands/islandMarkup'
import { Toaster } from './Toaster'

/** The page's notifications, as the shell places them: woken by the first notification shown. */
export function ToasterIsland() {
  return <Island name="Toaster" component={Toaster} props={{}} load="interaction" events={[wakeEvents.toast]} />
}
