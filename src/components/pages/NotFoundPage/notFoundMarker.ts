/** Marks a not-found page's message, for the page's script to log the path (../../../entry-client.ts). */
export const notFoundAttribute = 'data-not-found'
