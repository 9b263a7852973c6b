import { scheduleFrom } from '../../../hours/contentSchedule'
import { Island } from '../../islands/Island'
import { interactionOrHoverEvents } from '../../islands/islandMarkup'
import { ReserveTable, type ReserveTableProps } from './ReserveTable'

/**
 * The reserve button as a page places it: the island, woken by the first hover, focus or tap (its
 * panel is large enough to be worth fetching as the pointer arrives), with the owner's hours unless
 * the place has its own (an evening's card, rendered with the hours it was given). A place says only
 * how the button looks and what it offers without scripts.
 */
export function ReserveTableIsland({ schedule = scheduleFrom(), ...props }: Omit<ReserveTableProps, 'schedule'> & Partial<Pick<ReserveTableProps, 'schedule'>>) {
  return <Island name="ReserveTable" component={ReserveTable} props={{ schedule, ...props }} load="interaction" events={interactionOrHoverEvents} />
}
