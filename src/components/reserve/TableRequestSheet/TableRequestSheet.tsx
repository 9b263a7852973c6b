import { I18nProvider } from 'react-aria-components/I18nProvider'
import { Modal, ModalOverlay } from 'react-aria-components/Modal'
import { requestReplies, reservationRules, type ReservationRules, type RequestReplies } from '../../../content/reservations'
import type { Schedule } from '../../../hours/schedule'
import { languageInfo } from '../../../i18n/languages'
import { useLanguage } from '../../../i18n/useLanguage'
import type { TableRequest } from '../../../reservations/tableRequest'
import type { TableOccasion } from '../../../reservations/tableOccasion'
import { TableRequestPanel } from '../TableRequestPanel/TableRequestPanel'
import { useTableRequest } from '../TableRequestPanel/useTableRequest'
import * as styles from './TableRequestSheet.css'

export interface TableRequestSheetProps {
  /** The week's hours and the exceptions the page was built with (src/hours/schedule.ts). */
  schedule: Schedule
  isOpen: boolean
  onClose: () => void
  /** @default the house's (src/content/data/reservations.json) */
  rules?: ReservationRules
  /** @default the house's (src/content/data/reservations.json) */
  replies?: RequestReplies
  /** The moment it reads as now: the device's clock, each minute, unless given (stories). */
  now?: Date
  /** What is filled in as it opens (stories). @default the first evening with a table, the usual party */
  initial?: Partial<TableRequest>
  /** The evenings it books ("Book this evening"): it opens on the first whose time is still offered. */
  occasions?: readonly TableOccasion[] | undefined
  /** Whether what is missing is said from the start, as after a send too early (stories). @default false */
  showMissing?: boolean
}

/**
 * The table request over the page: a sheet from the bottom edge on a phone, a dialog from 740 px,
 * over the dimmed page (a tap there, Escape or its close button closes it). What the guest typed
 * stays while it is closed, in this page only, for when they open it again. The calendar, the
 * times and the numbers speak the page's language (react-aria's own words and formats included).
 */
export function TableRequestSheet({ schedule, isOpen, onClose, rules = reservationRules, replies = requestReplies, now, initial, occasions, showMissing = false }: TableRequestSheetProps) {
  const language = useLanguage()
  const form = useTableRequest({ schedule, rules, now, initial, occasions, showMissing })
  return (
    <I18nProvider locale={languageInfo[language].intlLocale}>
      <ModalOverlay isOpen={isOpen} onOpenChange={(open) => !open && onClose()} isDismissable className={styles.overlay}>
        <Modal className={styles.modal}>
          <TableRequestPanel form={form} rules={rules} replies={replies} schedule={schedule} />
        </Modal>
      </ModalOverlay>
    </I18nProvider>
  )
}
