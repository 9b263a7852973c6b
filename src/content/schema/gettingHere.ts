import * as v from 'valibot'
import { count, entry, flag, line } from './fields.ts'

/** src/content/data/getting-here.json: how guests come by bus, on the visit page. */
export const gettingHereFileSchema = entry({
  busStop: v.pipe(
    entry({
      name: line({ en: 'Nearest bus stop', lv: 'Tuvākā autobusa pietura', hint: 'As its sign writes it, e.g. Ģertrūdes iela' }),
      lines: line({ en: 'Bus lines', lv: 'Autobusu maršruti', hint: 'Their numbers, with commas: 3, 11, 24' }, { pattern: /^\w+(,\s*\w+)*$/, example: '3, 11, 24' }),
      walkFewest: count({ en: 'Walk to our door, fewest minutes', lv: 'Gājiens līdz durvīm, minūtes vismaz' }, { min: 1, max: 30 }),
      walkMost: count({ en: 'Walk to our door, most minutes', lv: 'Gājiens līdz durvīm, minūtes ne vairāk kā' }, { min: 1, max: 30 }),
      placeholder: v.optional(flag({ en: 'Sample (not yet checked)', lv: 'Paraugs (vēl nav pārbaudīts)', hint: 'Untick once the stop, lines and walk are right' })),
    }),
    v.check((stop) => stop.walkFewest <= stop.walkMost, 'has a walk whose fewest minutes are more than its most: swap them'),
  ),
})

export type GettingHereFile = v.InferOutput<typeof gettingHereFileSchema>
