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

  /** hdr-histogram-percentiles-obj's summary of one statistic, with autocannon's totals. */
  interface Histogram {
    min: number
    max: number
    average: number
    stddev: number
    p2_5: number
    p50: number
    p75: number
    p90: number
    p97_5: number
    p99: number
    p99_9: number
    p99_99: number
    p99_999: number
    total: number
  }

  interface Result {
    url: string
    /** Requests per second. */
    requests: Histogram
    /** Milliseconds. */
    latency: Histogram
    /** Bytes per second. */
    throughput: Histogram
    /** In seconds. */
    duration: number
    /** Connection errors, timeouts among them. */
    errors: number
    timeouts: number
    non2xx: number
    connections: number
  }

  function autocannon(options: Options, done: (error: Error | null, result: Result) => void): unknown

  export default autocannon
  export type { Options, Result }
}
