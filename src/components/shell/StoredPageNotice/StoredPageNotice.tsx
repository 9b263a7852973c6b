import { useEffect, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { formatDate } from '../../../i18n/formatDate'
import { useLanguage } from '../../../i18n/useLanguage'
import { whenStored } from '../../../offline/whenStored'
import * as styles from './StoredPageNotice.css'

interface StoredPageNoticeProps {
  /** When the page was stored, instead of asking the offline worker (stories). */
  storedOn?: Date
}

/** The visitor's own calendar day of a moment, as an ISO date ("2026-11-27") for `formatDate`. */
const localIsoDate = (date: Date) =>
  [date.getFullYear(), date.getMonth() + 1, date.getDate()].map((part) => String(part).padStart(2, '0')).join('-')

/**
 * Says that the page on screen came from the device's storage (docs/offline.md), and from which day,
 * so that a guest reading the menu knows its prices are that day's. Nothing on the server, nor until
 * the worker answers with a date: it asks once, when the page has loaded, so it appears only
 * offline, after the load.
 */
export function StoredPageNotice({ storedOn }: StoredPageNoticeProps) {
  const { t } = useLingui()
  const language = useLanguage()
  const [asked, setAsked] = useState<Date>()

  useEffect(() => {
    if (storedOn) return
    let current = true
    void whenStored().then((date) => {
      if (current) setAsked(date)
    })
    return () => {
      current = false
    }
  }, [storedOn])

  const stored = storedOn ?? asked
  if (!stored) return null
  const date = formatDate(language, localIsoDate(stored))
  return (
    // An <output> is a status (role="status"), as the vegan filter's count is.
    <output className={styles.notice}>
      <span className={styles.text}>
        {t({
          message: `You’re offline. This page was saved on ${date}.`,
          comment:
            'Banner at the top of a page (the menu, the visit page) shown from the copy saved on the visitor’s device (no connection); {date} is the day it was saved, e.g. 27 November 2026, so a guest knows the prices are that day’s. Terms: form of address — see the glossary in docs/translating.md.',
        })}
      </span>
    </output>
  )
}
