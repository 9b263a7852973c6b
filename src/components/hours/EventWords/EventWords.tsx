import { keepTogether } from '../../../design/recipes.css'
import type { eventWords } from '../../../hours/whatsOnTexts'

/** An evening's words before it starts, its times kept on one line: "Live Latin music / 21:00–00:00", never "21:00– / 00:00". */
export function EventWords({ words: { before, range } }: { words: ReturnType<typeof eventWords> }) {
  if (!range) return before
  return (
    <>
      {before.slice(0, -range.length)}
      <span className={keepTogether}>{range}</span>
    </>
  )
}
