import { renderToString } from 'react-dom/server'
import type { HoursException, OpeningPeriod } from '../../content/openingHours'
import type { WeeklyEvent } from '../../content/whatsOn'
import { scheduleFrom } from '../../hours/contentSchedule'
import { activateLanguage } from '../../i18n/catalogs'
import type { Language } from '../../i18n/languages'
import { IslandRoot } from '../islands/IslandRoot'
import { TonightAtAmigo } from './TonightAtAmigo/TonightAtAmigo'

/**
 * For the tests (tests/serverEntry.ts): "Tonight at Amigo" exactly as a build on `today` writes it
 * for these weekly evenings within this week's hours and exceptions, to serve a page with them
 * whatever the owner announces.
 */
export async function tonightMarkup(language: Language, weekly: readonly WeeklyEvent[], week: readonly OpeningPeriod[], today: string, exceptions: readonly HoursException[] = []): Promise<string> {
  await activateLanguage(language)
  return renderToString(
    <IslandRoot>
      <TonightAtAmigo today={today} schedule={scheduleFrom(today, week, exceptions)} weekly={weekly} dated={[]} />
    </IslandRoot>,
  )
}
