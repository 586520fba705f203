/**
 * Runs `work` at most once per `intervalMs` and never twice at once; calls that arrive meanwhile
 * collapse into one trailing run. For live refreshes: a suite creating 1,000 charges a second
 * must not become 1,000 list fetches.
 */
export function coalesce(work: () => Promise<void>, intervalMs: number): () => void {
  let running = false;
  let again = false;
  let lastStart = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = async () => {
    timer = undefined;
    running = true;
    again = false;
    lastStart = Date.now();
    try {
      await work();
    } catch {
      // the store that owns `work` records its own errors
    } finally {
      running = false;
      if (again) trigger();
    }
  };
  const trigger = () => {
    if (running) {
      again = true;
      return;
    }
    if (timer) return;
    const wait = Math.max(0, lastStart + intervalMs - Date.now());
    timer = setTimeout(() => void run(), wait);
  };
  return trigger;
}
