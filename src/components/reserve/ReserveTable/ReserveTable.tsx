import { useEffect, useLayoutEffect, useRef, useState, type ComponentType, type MouseEvent } from 'react'
import { useLingui } from '@lingui/react/macro'
import { button, type ButtonStyle } from '../../../design/recipes.css'
import type { Schedule } from '../../../hours/schedule'
import { Icon } from '../../controls/Icon/Icon'
import { withScript, withoutScript } from '../../islands/Island.css'
import { ReserveWays } from '../ReserveWays/ReserveWays'
import type { TableRequestSheetProps } from '../TableRequestSheet/TableRequestSheet'
import type { TableOccasion } from '../../../reservations/tableOccasion'
import * as styles from './ReserveTable.css'

export interface ReserveTableProps {
  /** The week's hours and the exceptions not over when the page was built (src/hours/schedule.ts). */
  schedule: Schedule
  /**
   * What the control is without its script, as its place offered it: a call or the chat, its link
   * and its words there; or (`every`, the header's) a list of every way to book (../ReserveWays/).
   */
  fallback: { channel: 'call' | 'chat'; href: string; label: string } | { channel: 'every' }
  /** @default primary */
  variant?: ButtonStyle['variant']
  /** @default md */
  size?: ButtonStyle['size']
  /** The header's: one line, with a short label below 1280 px, where the bar has no room for the whole. @default false */
  inHeader?: boolean
  /** The phone header's strip under its bar: the whole width, the whole label. @default false */
  inStrip?: boolean
  /** The button's words, where it books something of its own ("Book this evening"). @default "Reserve a table" */
  label?: string
  /** The evenings it books, in order: the request opens on the first whose time is still offered (../TableRequestSheet/). */
  occasions?: readonly TableOccasion[]
}

/**
 * The panel's code: the calendar, the fields and the texts. Asked for as this code arrives in the
 * browser, beside the island's hydration rather than after it: on a slow phone network each round
 * trip saved is half a second of a tap waiting (bench/tableRequest.md).
 */
const sheetLoading = import.meta.env.SSR ? undefined : import('../TableRequestSheet/TableRequestSheet').then((module) => module.TableRequestSheet)
// Its failure is handled where the island uses it: here it is only not reported twice.
sheetLoading?.catch(() => undefined)
const loadSheet = () => sheetLoading ?? import('../TableRequestSheet/TableRequestSheet').then((module) => module.TableRequestSheet)

/**
 * A reserve button. Its HTML is the link its place always had (a call, or the chat), which stays
 * without JavaScript; with it, the button "Reserve a table" stands in its place and opens the table
 * request (../TableRequestSheet/). The island wakes at the first hover, focus or tap and fetches the
 * panel's code at once; a press that comes first is shown busy and opens the panel when it arrives.
 * If the panel's code cannot arrive, the button gives way to its link again. Opened from a
 * native popover (the phone menu), it closes that popover while the panel is open and reopens it
 * after, so focus goes back to the button: nothing can be drawn over the top layer.
 */
export function ReserveTable({ schedule, fallback, variant = 'primary', size = 'md', inHeader = false, inStrip = false, label: ownLabel, occasions }: ReserveTableProps) {
  const { t } = useLingui()
  const trigger = useRef<HTMLButtonElement>(null)
  const hiddenPopover = useRef<HTMLElement | null>(null)
  const [Sheet, setSheet] = useState<ComponentType<TableRequestSheetProps>>()
  const [isWanted, setWanted] = useState(false)
  const [sheetFailed, setSheetFailed] = useState(false)
  useEffect(() => {
    loadSheet().then(
      (loaded) => setSheet(() => loaded),
      () => setSheetFailed(true),
    )
  }, [])
  const look = `${button({ variant, size })} ${inHeader ? styles.oneLine : ''} ${inStrip ? styles.strip : ''}`
  const short = t({
    message: 'Reserve',
    comment:
      'Header button beside a phone or calendar icon, where the screen is too narrow for its whole label (1024 to 1279 px): as short as your language allows, and a word of both "Reserve by phone" and "Reserve a table", which screen readers still read out. Terms: reservation — see the glossary in docs/translating.md.',
  })
  const wholeLabel = ownLabel ?? t({
    message: 'Reserve a table',
    comment:
      'The reserve buttons (header, home page, phone menu, visit page): opens the panel where the guest chooses a day, a time and the party, and sends the request by chat, e-mail or phone. Terms: reservation, form of address — see the glossary in docs/translating.md.',
  })
  const label = (whole: string) =>
    inHeader ? (
      <>
        <span className={styles.wholeLabel}>{whole}</span>
        <span className={styles.shortLabel} aria-hidden="true">
          {short}
        </span>
      </>
    ) : (
      whole
    )
  const isOpen = isWanted && Sheet !== undefined
  // Once the panel has taken focus (it gives it back to the button when it closes), the popover the
  // button stands in is hidden under it; before the screen is painted, so it never covers the panel.
  useLayoutEffect(() => {
    const popover = trigger.current?.closest<HTMLElement>('[popover]')
    if (!isOpen || !popover?.matches(':popover-open')) return
    popover.hidePopover()
    hiddenPopover.current = popover
  }, [isOpen])
  const open = (event: MouseEvent<HTMLButtonElement>) => {
    // WebKit does not focus a clicked button: the panel gives focus back to what had it.
    event.currentTarget.focus()
    setWanted(true)
  }
  const close = () => {
    setWanted(false)
    hiddenPopover.current?.showPopover()
    hiddenPopover.current = null
  }
  const link =
    fallback.channel === 'every' ? (
      <ReserveWays className={look} underHeader={inHeader || inStrip}>
        <Icon name="calendar" size="1.1em" />
        {label(wholeLabel)}
      </ReserveWays>
    ) : (
      <a href={fallback.href} className={look} {...(fallback.channel === 'chat' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        <Icon name={fallback.channel === 'call' ? 'phone' : 'chat'} size="1.1em" />
        {label(fallback.label)}
      </a>
    )
  if (sheetFailed) return link
  return (
    <>
      <span className={withoutScript}>{link}</span>
      <span className={withScript}>
        <button ref={trigger} type="button" className={look} aria-haspopup="dialog" aria-expanded={isOpen} aria-busy={(isWanted && !Sheet) || undefined} onClick={open}>
          <Icon name="calendar" size="1.1em" />
          {label(wholeLabel)}
        </button>
      </span>
      {Sheet && <Sheet schedule={schedule} isOpen={isWanted} onClose={close} occasions={occasions} />}
    </>
  )
}
