// Milliseconds on the monotonic clock, for measuring real durations (a request's latency, a grace
// period). Not `performance.now()`: importing node:perf_hooks, or the first use of the global
// `performance`, loads Node's whole performance-timeline module (~4 ms of CPU), and the first
// request of every start measured its latency with it (cold start, issue 23 §6).
export function monotonicMs(): number {
  const [seconds, nanoseconds] = process.hrtime();
  return seconds * 1000 + nanoseconds / 1e6;
}
