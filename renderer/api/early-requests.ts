// The requests public/boot.js started while the HTML was parsed (the sandbox's info and
// its accounts), handed to the first call for the same URL: the entry module runs only once the
// page's modules have downloaded, and these answers are then usually here already (issue 23 §6).
// Each is taken once — a Response's body can be read once —, so a later call (a retry, a reload
// of the accounts) asks the engine again.

type EarlyRequests = Record<string, Promise<Response> | undefined>;

const GLOBAL_NAME = '__COBRANCA_EARLY_REQUESTS__';

/** The early request for `url`, if the page started one and nothing has taken it yet. */
export function takeEarlyResponse(url: string): Promise<Response> | undefined {
  const early = (globalThis as { [GLOBAL_NAME]?: EarlyRequests })[GLOBAL_NAME];
  const response = early?.[url];
  if (response) delete early[url];
  return response;
}
