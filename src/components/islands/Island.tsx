import { useId, type ComponentProps, type ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { IslandRoot } from './IslandRoot'
import { islandAttributes, type IslandLoad, type IslandName } from './islandMarkup'
import * as styles from './Island.css'

// oxlint-disable-next-line no-explicit-any -- any island's component, whatever its props
type IslandComponent = ComponentType<any>

interface IslandProps<Component extends IslandComponent> {
  /** The island's name: the browser hydrates it with what its entry, `./entries/{name}.island.tsx`, exports (./islandMarkup.ts, `islandNames`). */
  name: IslandName
  /** That same component, imported from its own room: the server renders it. */
  component: Component
  /** Its props, as JSON carries them to the browser: plain data, texts already translated. */
  props: ComponentProps<Component>
  /** When its code loads (./islandMarkup.ts, `IslandLoad`). Until then its HTML stands. */
  load: IslandLoad
  /** For `interaction`: the events that wake it. @default a tap, a click or keyboard focus */
  events?: readonly string[]
}

/**
 * A part of a document that React hydrates in the browser, on its own root with only its own
 * messages (docs/architecture.md, "Islands"). On the server it renders its component apart, with
 * ids of its own, so the browser hydrates exactly that HTML; everywhere else (Storybook, tests) it
 * renders the component in place.
 */
export function Island<Component extends IslandComponent>({ name, component: Component, props, load, events }: IslandProps<Component>) {
  // Unique on the page, so two islands' ids never meet; the browser hydrates with the same prefix.
  const idPrefix = `i${useId().replace(/\W/g, '')}-`
  const attributes = islandAttributes({ name, load, events, idPrefix, props })
  const content = import.meta.env.SSR
    ? { dangerouslySetInnerHTML: { __html: renderToString(<IslandRoot><Component {...props} /></IslandRoot>, { identifierPrefix: idPrefix }) } }
    : { children: <Component {...props} /> }
  return (
    <amigo-island {...attributes.island} className={styles.island}>
      <script {...attributes.props} />
      <div {...attributes.root} className={styles.island} {...content} />
    </amigo-island>
  )
}
