// How long a test helper waits for something that should happen (an answer, a callback, a ready
// line) before failing. Never a verdict on speed: the suite must pass with every core busy with
// other work, so this is only there to turn a broken test into a failure instead of a hang.
// 60 s is far beyond anything a test waits for (seconds at most, on a loaded machine).
export const HANG_GUARD_MS = 60_000;

export const hangGuardText = `${HANG_GUARD_MS / 1000} s`;
