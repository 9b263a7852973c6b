/**
 * The client build's entries, in the order a page runs them (docs/architecture.md, "Loading"). Each
 * prerendered page has one module script, `start`: once the first screen is drawn it asks for the
 * page's files, then imports `react` (React DOM, evaluated in a task of its own) and `client`, the
 * file that hydrates. vite.config.ts builds them, the prerender finds their files in Vite's manifest
 * by these keys, and the catalog parts start their walk for the shell's messages at `client`.
 */
export const clientEntries = {
  start: 'src/startup/start.ts',
  react: 'src/startup/react.ts',
  client: 'src/entry-client.tsx',
} as const

/** The entries `start` imports by address, in this order (the `data-start` attribute of its script). */
export const startedEntries = [clientEntries.react, clientEntries.client]
