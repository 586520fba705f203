// The part of autocannon's programmatic API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  interface RequestSpec {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    setupRequest?: (request: RequestSpec, context: Record<string, unknown>) => RequestSpec | undefined;
  }

  interface Options {
    url: string;
    connections?: number;
    pipelining?: number;
    duration?: number;
    amount?: number;
    timeout?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    requests?: RequestSpec[];
  }

  interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p99: number;
    [key: string]: number;
  }

  interface Result {
    latency: Histogram;
    requests: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
    totalCompletedRequests?: number;
    statusCodeStats: Record<string, { count: number }>;
    '2xx': number;
    [key: string]: unknown;
  }

  interface Instance extends EventEmitter, PromiseLike<Result> {}

  function autocannon(options: Options): Instance;
  export default autocannon;
}
