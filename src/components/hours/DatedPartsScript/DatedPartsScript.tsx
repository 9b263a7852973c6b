import { datedPartsScript } from '../../../hours/datedParts'

/**
 * The last child of an element holding dated entries (../../../hours/datedParts.ts): in a built page,
 * a line of script that shows them for the visitor's day as the parser reaches it. Nothing where
 * React renders in the browser (Storybook), whose scripts would not run anyway.
 */
export function DatedPartsScript() {
  return import.meta.env.SSR ? <script dangerouslySetInnerHTML={{ __html: datedPartsScript }} /> : null
}
