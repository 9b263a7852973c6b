/**
 * How an island is written into the page and read back from it: the one place that names the
 * element and its attributes, so the server's markup (./Island.tsx), the page's script
 * (../../entry-client.ts, ./islandConditions.ts, ./hydrateIsland.tsx) and the build's checks cannot
 * drift apart. No React here: Node scripts read it too.
 */

/**
 * When an island's code loads: `idle` once the page has loaded and the browser is idle, `visible`
 * when it comes into view, `interaction` on the first of its events (a tap, a click, keyboard
 * focus, or an event the page sends it: `wakeEvents`).
 */
export type IslandLoad = 'idle' | 'visible' | 'interaction'

/** The element around an island: a custom element no script defines, so it is valid anywhere text is. */
export const islandTag = 'amigo-island'

const attribute = {
  name: 'data-island',
  load: 'data-load',
  events: 'data-events',
  idPrefix: 'data-id-prefix',
  root: 'data-island-root',
} as const

/** The attribute that names an island (tests name the island they waited for). */
export const islandNameAttribute = attribute.name

/** Set on an island once it has hydrated (tests wait for it). */
export const hydratedAttribute = 'data-hydrated'

/** Set on an island whose code could not load: what needs that code hides (./Island.css.ts). */
export const islandFailedAttribute = 'data-island-failed'

/**
 * What the page logs, as a console error, before the island's name, when an island could not load
 * or hydrate (one constant: the visit page is within bytes of its budget). An error, not
 * a warning: the visitor still has the page as it was sent, but every test's guard fails on it
 * unless the test declares it (`islandFailure`), so a part that quietly fell back cannot pass
 * (decision 0069).
 */
export const islandFailedMessage = 'Amigo: an island could not load, and stays as sent:'

/** The console error a test declares when it makes this island (or, with no name, any island) fail on purpose: the message, then the island's name. */
export const islandFailure = (name?: IslandName) => new RegExp(`^${islandFailedMessage} ${name ?? '[A-Za-z]+'}\\b`)

/**
 * Every island, by name. Each has its entry, `./entries/{name}.island.tsx`, which exports its
 * component for the browser; the code that places an island names it and passes that component
 * (./Island.tsx). tests/unit/islandNames.test.ts holds the names, the entries and the places alike.
 */
export const islandNames = ['CopyAddress', 'MenuIndex', 'MenuPicture', 'MenuQrCode', 'ReserveTable', 'SocialLink', 'StoredPageNotice', 'Toaster', 'VeganFilter', 'VisitMap'] as const

export type IslandName = (typeof islandNames)[number]

/** An island's entry, `./entries/MenuIndex.island.tsx`, names it: `MenuIndex`. */
export const islandFileSuffix = '.island.tsx'

export function islandNameOfFile(file: string): string {
  const base = file.slice(file.lastIndexOf('/') + 1)
  if (!base.endsWith(islandFileSuffix)) throw new Error(`${file} is not an island file (*${islandFileSuffix})`)
  return base.slice(0, -islandFileSuffix.length)
}

/** The events that count as a first interaction: a tap, a click, or keyboard focus arriving. */
export const interactionEvents = ['click', 'touchstart', 'focusin'] as const

/** A first interaction, or a pointer coming over it: for an island large enough to be worth fetching as the pointer arrives. */
export const interactionOrHoverEvents = [...interactionEvents, 'mouseover'] as const

/** What wakes an island that only shows a hint: a pointer over it, or keyboard focus. */
export const hoverEvents = ['mouseover', 'focusin'] as const

/** Events by which the page wakes the islands that wait for them, rather than by a condition of their own. */
export const wakeEvents = {
  /** The first notification is queued (../shell/Toaster/toastQueue.ts). */
  toast: 'amigo:toast',
  /** The offline worker answered this page from storage (../../entry-client.ts). */
  stored: 'amigo:stored',
  /** The visitor scrolled the page, or a link within it did (../../entry-client.ts). */
  scroll: 'amigo:scroll',
} as const

interface IslandMarkup {
  name: IslandName
  load: IslandLoad
  /** For `interaction`, the events that wake it. @default interactionEvents */
  events?: readonly string[] | undefined
  idPrefix: string
  props: unknown
}

/** JSON that no text inside can end the script element it sits in. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

/** The attributes of an island's three elements: the island, its props' JSON, and the root React hydrates. */
export function islandAttributes({ name, load, events = interactionEvents, idPrefix, props }: IslandMarkup) {
  return {
    island: {
      [attribute.name]: name,
      [attribute.load]: load,
      ...(load === 'interaction' ? { [attribute.events]: events.join(' ') } : {}),
      [attribute.idPrefix]: idPrefix,
    },
    props: { type: 'application/json', dangerouslySetInnerHTML: { __html: scriptJson(props) } },
    root: { [attribute.root]: '' },
  }
}

/** Every island of a page, as it stands in the page's HTML: its name and when it loads. */
export function islandsIn(html: string): { name: string; load: IslandLoad }[] {
  return [...html.matchAll(new RegExp(`<${islandTag}\\b([^>]*)>`, 'g'))].map(([, attributes = '']) => ({
    name: new RegExp(`${attribute.name}="([^"]+)"`).exec(attributes)?.[1] ?? '',
    load: (new RegExp(`${attribute.load}="([^"]+)"`).exec(attributes)?.[1] ?? 'idle') as IslandLoad,
  }))
}

/** What the browser reads back from an island's element to wake and hydrate it. */
export function readIsland(island: Element) {
  const json = island.querySelector(':scope > script[type="application/json"]')?.textContent
  const root = island.querySelector(`:scope > [${attribute.root}]`)
  if (!json || !root) throw new Error('An island without its props or its root')
  return {
    name: island.getAttribute(attribute.name) ?? '',
    load: (island.getAttribute(attribute.load) ?? 'idle') as IslandLoad,
    events: (island.getAttribute(attribute.events) ?? '').split(' ').filter(Boolean),
    idPrefix: island.getAttribute(attribute.idPrefix) ?? '',
    props: JSON.parse(json) as Record<string, unknown>,
    root,
  }
}

/** A selector of islands: all of them, or those of a name, or those that load so. */
export function islandSelector({ name, load }: { name?: string; load?: IslandLoad } = {}): string {
  return `${islandTag}${name ? `[${attribute.name}="${name}"]` : ''}${load ? `[${attribute.load}="${load}"]` : ''}`
}

/** Every island element of the page. */
export const pageIslands = () => document.querySelectorAll<HTMLElement>(islandTag)

/** Wakes every island of the page that waits for this event. */
export function wakeIslands(event: (typeof wakeEvents)[keyof typeof wakeEvents]): void {
  for (const island of pageIslands()) island.dispatchEvent(new Event(event))
}

/**
 * A first tap is never lost. A button of an island tapped before its code arrived (even before the
 * page's script has) is marked busy at once, which the visitor sees (../../design/recipes.css.ts);
 * its island is then due at once (./islandConditions.ts) and given the tap when it has hydrated
 * (`takeEarlyTap`). Not a popover's button, which the browser answers by itself, nor a command's
 * where the browser has invoker commands (`command`, `commandfor`). This function runs
 * in the page's head, written in as an inline script by the prerender (`earlyTapScript`): the page's
 * own script comes last, and a tap may come first. Its text goes on one line: one statement, no comment.
 */
function markEarlyTaps(tappable: string, commandless: string) {
  addEventListener(
    'click',
    ({ target }) => (target instanceof Element ? target.closest('command' in HTMLButtonElement.prototype ? commandless : tappable)?.setAttribute('aria-busy', 'true') : undefined),
    { capture: true },
  )
}

/**
 * The head's inline script that marks early taps: `markEarlyTaps`, with the selector it needs. A
 * function, so that the page's script, which imports this module, does not carry the text.
 */
export function earlyTapScript(): string {
  const tappable = `${islandTag}:not([${hydratedAttribute}]) button:not([popovertarget])`
  return `(${markEarlyTaps.toString().replace(/\s+/g, ' ')})(${JSON.stringify(tappable)}, ${JSON.stringify(`${tappable}:not([commandfor])`)})`
}

/** Whether a button of this island was tapped before its code arrived. */
export const hasEarlyTap = (root: Element) => root.querySelector('button[aria-busy="true"]') !== null

/** Unmarks the button tapped early, before React hydrates it; returns a function that taps it again. */
export function takeEarlyTap(root: Element): () => void {
  const button = root.querySelector<HTMLElement>('button[aria-busy="true"]')
  button?.removeAttribute('aria-busy')
  return () => button?.click()
}
