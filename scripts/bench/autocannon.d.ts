// autocannon ships no types of its own: the part of its API the load benchmark (load.ts) calls, as
// its README describes it ("API" and "Results").
declare module 'autocannon' {
  interface Options {
    url: string
    connections?: number
    /** In seconds. */
    duration?: number
    headers?: Record<string, string>
  }

  /** The summary of one statistic (only the fields load.ts reads). */
  interface Histogram {
    average: number
    p50: number
    p99: number
    total: number
  }

  interface Result {
    /** Requests per second. */
    requests: Histogram
    /** Milliseconds. */
    latency: Histogram
    /** Connection errors, timeouts among them. */
    errors: number
    timeouts: number
    non2xx: number
  }

  function autocannon(options: Options, done: (error: Error | null, result: Result) => void): unknown

  export default autocannon
  export type { Options, Result }
}
