// The content security policy the desktop window enforces on the engine's pages, on top of
// whatever the engine sends: scripts only from the engine itself (no inline, no eval), network only
// to the engine, no plugins, no <base> tricks, not framable by anyone else. Inline styles stay
// allowed: they cannot run code and React components commonly use them.
import { isAllowedNavigation } from './navigation-policy.ts';

export interface HeadersReceivedDetails {
  url: string;
  responseHeaders?: Record<string, string[]>;
}

export interface HeadersReceivedResponse {
  responseHeaders?: Record<string, string | string[]>;
}

/** Header values by case-insensitive name. */
function headerValues(headers: Record<string, string[]> | undefined, name: string): string[] {
  return Object.entries(headers ?? {}).flatMap(([key, values]) => (key.toLowerCase() === name ? values : []));
}

/**
 * session.webRequest.onHeadersReceived handler body. Pages from the engine (HTML: the dashboard, the
 * boleto page) get this policy in addition to any the engine sends — both are enforced. Other
 * responses pass untouched (calling back with no headers keeps the server's own): other origins,
 * which the window never shows, and non-HTML engine responses such as the boleto PDF, whose
 * viewer must not inherit a document policy.
 */
export function applyContentSecurityPolicy(
  details: HeadersReceivedDetails,
  engineOrigin: string,
  callback: (response: HeadersReceivedResponse) => void,
): void {
  const contentType = headerValues(details.responseHeaders, 'content-type').join(',');
  if (!isAllowedNavigation(details.url, engineOrigin) || (contentType !== '' && !/text\/html/i.test(contentType))) {
    callback({});
    return;
  }
  const others = Object.fromEntries(
    Object.entries(details.responseHeaders ?? {}).filter(([key]) => key.toLowerCase() !== 'content-security-policy'),
  );
  callback({
    responseHeaders: {
      ...others,
      'Content-Security-Policy': [
        "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; frame-src 'self' blob:; worker-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'self'",
        ...headerValues(details.responseHeaders, 'content-security-policy'),
      ],
    },
  });
}

/** Parses a policy into directive → sources, for tests and for anyone reading it programmatically. */
export function parsePolicy(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}
