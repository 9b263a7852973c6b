import { renderToString } from 'react-dom/server'
import type { HoursException } from '../../content/openingHours'
import { activateLanguage } from '../../i18n/catalogs'
import type { Language } from '../../i18n/languages'
import { IslandRoot } from '../islands/IslandRoot'
import { PrintedExceptions } from '../menu/PrintedExceptions/PrintedExceptions'
import { HoursExceptions } from './HoursExceptions/HoursExceptions'

/**
 * For the tests (tests/serverEntry.ts): the exceptions' markup exactly as a build that announces
 * them writes it, on the home page's strip, the visit page or the printed menu, to serve a page with
 * them whatever the owner announces.
 */
export async function exceptionsMarkup(language: Language, place: 'home' | 'visit' | 'menu', exceptions: readonly HoursException[], today: string): Promise<string> {
  await activateLanguage(language)
  const parts = {
    home: <HoursExceptions look="columns" exceptions={exceptions} today={today} />,
    visit: <HoursExceptions reach="all" exceptions={exceptions} today={today} />,
    menu: <PrintedExceptions exceptions={exceptions} today={today} />,
  }
  return renderToString(<IslandRoot>{parts[place]}</IslandRoot>)
}
