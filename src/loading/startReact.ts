// An entry of its own, which the client entry imports first (src/entry-client.tsx): evaluating it
// evaluates React DOM, half the code hydration needs, in a task before the application's.
export { hydrateRoot } from 'react-dom/client'
