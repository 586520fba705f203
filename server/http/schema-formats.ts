// The string formats the request schemas name, for ajv: one object for the validators compiled at
// run time (validate.ts) and for the ones compiled into the server bundle, whose code refers to
// it (scripts/precompile-validators.ts).
import { isIsoDate } from '../domain/dates.ts';
import { parseTimestamp } from '../domain/clock.ts';
import { callbackUrlProblem } from '../domain/card-3ds.ts';

export const schemaFormats: Record<string, (value: string) => boolean> = {
  'calendar-date': isIsoDate,
  // "YYYY-MM-DD HH:MM:SS" as the API writes its timestamps, a real instant (stored rows of a snapshot).
  timestamp: (value) => /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value) && parseTimestamp(value) !== null,
  // A 3-D Secure challenge_callback_url the browser may be sent to (a snapshot's card record).
  'callback-url': (value) => callbackUrlProblem(value) === null,
};
