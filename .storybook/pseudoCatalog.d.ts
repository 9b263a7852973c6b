// Served by .storybook/pseudoCatalogPlugin.ts, in Storybook only.
declare module 'virtual:pseudo-catalog' {
  import type { Messages } from '@lingui/core'
  /** Every message of the English catalog, accented and lengthened. */
  export const messages: Messages
}
