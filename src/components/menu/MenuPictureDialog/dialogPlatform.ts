import type { MouseEvent } from 'react'

// What the browser does for the picture dialog by itself where it can, and the island does where it
// cannot (WebKit 2.50 has neither; Chromium and Firefox have both): docs/decisions/0056-modal-picture-dialog.md.

/** Whether the browser runs a button's `command` (`show-modal`, `close`) itself, before any script. */
export const hasInvokerCommands = () => 'command' in HTMLButtonElement.prototype

/** Whether the browser closes a dialog by itself on a click outside it (`closedby="any"`). */
export const hasLightDismiss = () => 'closedBy' in HTMLDialogElement.prototype

/** A click on the dimmed page around an open modal dialog: the browser gives it to the dialog's backdrop, and so to the dialog. */
export function isClickOutside(event: MouseEvent<HTMLDialogElement>): boolean {
  if (event.target !== event.currentTarget) return false
  const box = event.currentTarget.getBoundingClientRect()
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom
}
