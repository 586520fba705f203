import type { ObservedCallback } from './recording.ts';

/** Each (charge, status) once, with the value of its first delivery: what a replay must see arrive. */
export function expectedCallbacks(callbacks: readonly ObservedCallback[]): ObservedCallback[] {
  const seen = new Set<string>();
  return callbacks.filter(({ charge_id, status }) => {
    const key = `${charge_id} ${status}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
