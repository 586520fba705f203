// Whether this page may show a blob: URL in an iframe. The engine sends the dashboard with a
// Content-Security-Policy; e-mail attachments need the account's token, so they can only be
// shown inline as blob: URLs, which `frame-src 'self'` forbids. Asking first (one HEAD of this
// page) avoids a refused frame and its console error; without permission the UI offers a link.

let answer: Promise<boolean> | null = null;

export function allowsBlobFrames(): Promise<boolean> {
  answer ??= probe();
  return answer;
}

async function probe(): Promise<boolean> {
  if (!location.protocol.startsWith('http')) return true;
  try {
    const response = await fetch(location.pathname, { method: 'HEAD', cache: 'no-store' });
    return blobFramesAllowed(response.headers.get('content-security-policy'));
  } catch {
    return false;
  }
}

/**
 * frame-src, else child-src, else default-src decides; no policy allows everything. Several
 * policies (a desktop shell adds its own) arrive comma-joined, and every one must allow it.
 */
export function blobFramesAllowed(policy: string | null): boolean {
  if (!policy) return true;
  return policy.split(',').every(allowsInOne);
}

function allowsInOne(policy: string): boolean {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), sources);
  }
  const sources = directives.get('frame-src') ?? directives.get('child-src') ?? directives.get('default-src');
  return !sources || sources.includes('blob:') || sources.includes('*');
}
