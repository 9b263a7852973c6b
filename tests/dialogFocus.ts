/**
 * Where keyboard focus is while a dialog is open: in the dialog; out of the page, in the browser's own
 * controls (nothing of the document has focus), where a modal dialog lets Tab pass between its last
 * and first control as HTML specifies; or on the page behind it, which a modal dialog must never let
 * happen. Runs in the page.
 */
export function focusStop(): { where: 'dialog' | 'browser' | 'behind'; name: string } {
  const element = document.activeElement
  const where = !element || element === document.body ? 'browser' : element.closest('dialog') ? 'dialog' : 'behind'
  return { where, name: element?.getAttribute('aria-label') ?? element?.tagName.toLowerCase() ?? 'nothing' }
}

/** The keys of a walk through an open dialog: forward and back, more times than it has controls. */
export const focusWalkKeys = ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab'] as const
