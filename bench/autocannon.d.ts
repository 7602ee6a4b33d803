// The part of autocannon 8's API the benchmarks use (the package ships no types and
// @types/autocannon is not a dependency).
declare module 'autocannon' {
  export interface Options {
    url: string
    connections?: number
    duration?: number
    method?: 'GET' | 'POST'
    headers?: Record<string, string>
    body?: string
  }
  interface Histogram {
    average: number
    p50: number
    p90: number
    p99: number
    max: number
  }
  export interface Result {
    latency: Histogram
    requests: Histogram & { total: number }
    non2xx: number
    errors: number
    timeouts: number
  }
  function autocannon(options: Options): Promise<Result>
  export default autocannon
}
