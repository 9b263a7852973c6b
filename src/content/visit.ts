import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Weekday } from './openingHours'
import gettingHereFile from './data/getting-here.json' with { type: 'json' }
import type { GettingHereFile } from './schema/gettingHere.ts'

/**
 * How to get to Amigo: the specification's parking and transport facts, as numbers the page
 * formats for each language (prices in euro cents, times as 24-hour "HH:MM" in Riga time,
 * lengths in centimetres, walks in minutes).
 */

/** A walk from a stop or a car park to our door, from the quickest to the slowest pace. */
export interface WalkMinutes {
  fewest: number
  most: number
}

export interface CarPark {
  id: 'public' | 'underground'
  name: MessageDescriptor
  walk: WalkMinutes
  /** About how many spaces it has. */
  spaces?: number
  /** Open day and night, every day of the week. */
  alwaysOpen?: boolean
  /** Euro cents for each hour started. */
  pricePerHour?: number
  /** Euro cents: what a whole day costs at most. */
  pricePerDayMax?: number
  /** Takes bank cards only: no cash, no parking app. */
  cardOnly?: boolean
  /** The tallest vehicle that fits under its entrance, in centimetres. */
  heightLimitCm?: number
}

export const carParks: readonly CarPark[] = [
  {
    id: 'public',
    name: msg({ message: 'Public car park', comment: 'Visit page, "By car": heading of the card about the nearest public (open-air) car park' }),
    spaces: 354,
    alwaysOpen: true,
    pricePerHour: 200,
    pricePerDayMax: 900,
    walk: { fewest: 4, most: 6 },
  },
  {
    id: 'underground',
    name: msg({ message: 'Underground car park', comment: 'Visit page, "By car": heading of the card about the underground car park' }),
    cardOnly: true,
    heightLimitCm: 190,
    walk: { fewest: 12, most: 15 },
  },
]

/** The bus stop nearest to our door. */
export interface BusStop {
  /** As the stop's sign and the timetables write it, in Latvian in every language. */
  name: string
  /** The lines that stop there, by number. */
  lines: readonly string[]
  walk: WalkMinutes
}

// The specification says only "a bus stop nearby": the owner names it in the editor
// (src/content/data/getting-here.json), and the launch check lists it while it is still a sample.
const stop = (gettingHereFile as GettingHereFile).busStop
export const busStop: BusStop = {
  name: stop.name,
  lines: stop.lines.split(',').map((number) => number.trim()),
  walk: { fewest: stop.walkFewest, most: stop.walkMost },
}

/** A stretch of the week during which street parking is paid. */
export interface ParkingHours {
  /** Consecutive days that share these hours. */
  days: readonly Weekday[]
  /** 24-hour "HH:MM" in Riga time. */
  from: string
  until: string
}

export interface StreetParking {
  paidHours: readonly ParkingHours[]
  /** The city's parking zones around the restaurant. */
  zones: readonly string[]
  /** What the first hour costs, in euro cents, from the cheapest zone to the dearest. */
  firstHour: { lowest: number; highest: number }
}

export const streetParking: StreetParking = {
  paidHours: [
    { days: ['mon', 'tue', 'wed', 'thu', 'fri'], from: '08:00', until: '20:00' },
    { days: ['sat'], from: '09:00', until: '17:00' },
  ],
  zones: ['B', 'C', 'D'],
  firstHour: { lowest: 100, highest: 200 },
}
