import { waitFor } from 'storybook/test'

/** Waits for an element (deferred components arrive at idle), failing if it never appears. */
export function findElement<E extends Element = HTMLElement>(root: ParentNode, selector: string): Promise<E> {
  return waitFor(
    () => {
      const element = root.querySelector<E>(selector)
      if (!element) throw new Error(`no element matches ${selector}`)
      return element
    },
    { timeout: 5000 },
  )
}

/**
 * A message as `toHaveTextContent` reads the page: it collapses the element's white space, the
 * no-break spaces that hold a dash to its word included, so the expected text must be collapsed too.
 */
export const asShown = (text: string) => text.replace(/\s+/g, ' ')
