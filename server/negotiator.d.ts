// The part of `negotiator` (1.x) the server uses. DefinitelyTyped's types are of 0.6, without the
// `preferred` option that breaks ties in the server's favour (Brotli before gzip, as nginx does).
declare module 'negotiator' {
  export default class Negotiator {
    constructor(request: { headers: Record<string, string | string[] | undefined> })
    /** The acceptable encoding of `available` the client prefers (q-values honoured; q=0 refuses); ties go to the first of `preferred`. */
    encoding(available: readonly string[], options?: { preferred?: readonly string[] }): string | undefined
  }
}
