// An entry of its own, which the start-up script imports first (./start.ts): evaluating it
// evaluates React DOM, half the code hydration needs, in a task before the application's.
export { hydrateRoot } from 'react-dom/client'
