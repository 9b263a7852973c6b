// A strict reader of calendar files (RFC 5545), for the tests of the evenings' files: no parser of
// the format is among the project's packages. It refuses what Google Calendar, Apple Calendar or
// Outlook may refuse: lines not ended by CRLF or longer than 75 octets, a component left open, a
// property without its value, a time zone named but not given, a required property missing or twice.

export interface Property {
  name: string
  params: Record<string, string>
  value: string
}

export interface Component {
  name: string
  properties: Property[]
  components: Component[]
}

const contentLine = /^([A-Za-z0-9-]+)((?:;[A-Za-z0-9-]+=(?:"[^"]*"|[^";:,]*)(?:,(?:"[^"]*"|[^";:,]*))*)*):(.*)$/

/** The file's components, or an error naming the first line that breaks the format. */
export function readCalendar(file: string): Component {
  if (!file.endsWith('\r\n')) throw new Error('the file does not end with CRLF')
  const physical = file.slice(0, -2).split('\r\n')
  const encoder = new TextEncoder()
  for (const [index, line] of physical.entries()) {
    if (line.includes('\n') || line.includes('\r')) throw new Error(`line ${index + 1} has a bare line end`)
    if (encoder.encode(line).length > 75) throw new Error(`line ${index + 1} is over 75 octets`)
    if (index === 0 && line.startsWith(' ')) throw new Error('the file starts with a folded line')
  }
  const lines = physical.join('\r\n').replace(/\r\n[ \t]/g, '').split('\r\n')
  const root: Component = { name: '', properties: [], components: [] }
  const open: Component[] = [root]
  for (const line of lines) {
    const match = contentLine.exec(line)
    if (!match) throw new Error(`not a content line: ${line}`)
    const [, name = '', paramText = '', value = ''] = match
    const params = Object.fromEntries([...paramText.matchAll(/;([A-Za-z0-9-]+)=("[^"]*"|[^";:]*)/g)].map(([, key = '', param = '']) => [key.toUpperCase(), param.replace(/^"|"$/g, '')]))
    const upper = name.toUpperCase()
    if (upper === 'BEGIN') {
      const component: Component = { name: value.toUpperCase(), properties: [], components: [] }
      open.at(-1)!.components.push(component)
      open.push(component)
    } else if (upper === 'END') {
      if (open.length < 2 || open.at(-1)!.name !== value.toUpperCase()) throw new Error(`END:${value} closes ${open.at(-1)!.name || 'nothing'}`)
      open.pop()
    } else {
      if (open.length < 2) throw new Error(`${name} outside every component`)
      open.at(-1)!.properties.push({ name: upper, params, value })
    }
  }
  if (open.length !== 1) throw new Error(`${open.at(-1)!.name} is left open`)
  if (root.components.length !== 1 || root.components[0]!.name !== 'VCALENDAR') throw new Error('the file is not one VCALENDAR')
  return root.components[0]!
}

/** A property that must be there exactly once. */
export function one(component: Component, name: string): Property {
  const found = component.properties.filter((property) => property.name === name)
  if (found.length !== 1) throw new Error(`${component.name} has ${found.length} ${name}, not one`)
  return found[0]!
}

/** A TEXT value read back: its escapes undone, refusing a comma or semicolon left bare. */
export function textOf(property: Property): string {
  if (/(^|[^\\])(\\\\)*[,;]/.test(property.value)) throw new Error(`${property.name} has a bare comma or semicolon`)
  return property.value.replace(/\\([\\;,nN])/g, (_, character: string) => (character.toLowerCase() === 'n' ? '\n' : character))
}

/** A UTC offset, "+0300", in minutes. */
const offsetMinutes = (value: string) => (value.startsWith('-') ? -1 : 1) * (Number(value.slice(1, 3)) * 60 + Number(value.slice(3, 5)))

const dateTime = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(Z?)$/

/** The last `weekday` (0 Sunday) of a month, as its day of the month. */
const lastWeekdayOf = (year: number, month: number, weekday: number) => {
  const last = new Date(Date.UTC(year, month, 0))
  return last.getUTCDate() - ((last.getUTCDay() - weekday + 7) % 7)
}

/**
 * The instant a DATE-TIME names, by the file's own VTIMEZONE when it has a TZID: each observance's
 * yearly rule (BYMONTH and a last weekday, "-1SU", as the EU's clocks change), the latest onset before it.
 */
export function instantOf(calendar: Component, property: Property): Date {
  const match = dateTime.exec(property.value)
  if (!match) throw new Error(`${property.name} is not a DATE-TIME: ${property.value}`)
  const [, year, month, day, hour, minute, second, utc] = match.map((part, index) => (index ? (index === 7 ? part : Number(part)) : part)) as [string, number, number, number, number, number, number, string]
  const wall = Date.UTC(year, month - 1, day, hour, minute, second)
  if (utc) return new Date(wall)
  const zone = calendar.components.find((component) => component.name === 'VTIMEZONE' && one(component, 'TZID').value === property.params.TZID)
  if (!zone) throw new Error(`no VTIMEZONE for TZID=${property.params.TZID}`)
  const onsets = zone.components.flatMap((observance) => {
    const rule = Object.fromEntries(one(observance, 'RRULE').value.split(';').map((part) => part.split('=') as [string, string]))
    if (rule.FREQ !== 'YEARLY' || !/^-1SU$/.test(rule.BYDAY ?? '')) throw new Error(`a rule this reader does not know: ${one(observance, 'RRULE').value}`)
    const start = dateTime.exec(one(observance, 'DTSTART').value)!
    const ruleMonth = Number(rule.BYMONTH)
    return [year - 1, year].map((onsetYear) => ({
      wall: Date.UTC(onsetYear, ruleMonth - 1, lastWeekdayOf(onsetYear, ruleMonth, 0), Number(start[4]), Number(start[5])),
      to: offsetMinutes(one(observance, 'TZOFFSETTO').value),
    }))
  })
  const current = onsets.filter((onset) => onset.wall <= wall).toSorted((a, b) => b.wall - a.wall)[0]
  if (!current) throw new Error('no observance before the time')
  return new Date(wall - current.to * 60_000)
}
