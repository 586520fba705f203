// What the desktop window may load, open and ask for. Pure functions of a URL and the engine's
// origin, so the whole policy is tested in plain Node; main.ts only wires them to Electron events.

/** `http://127.0.0.1:4455`-style origin of a URL, or null when it does not parse. */
export function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.origin === 'null' ? null : parsed.origin;
  } catch {
    return null;
  }
}

/** The window only ever shows the engine's own pages: same scheme, host and port, nothing else. */
export function isAllowedNavigation(url: string, engineOrigin: string): boolean {
  const origin = originOf(url);
  return origin !== null && origin === originOf(engineOrigin);
}

const EXTERNAL_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/**
 * Links handed to the system browser (or mail client). Anything else — file:, javascript:, data:,
 * custom app schemes — is dropped: the OS would run whatever handler is registered for it.
 */
export function isExternalLink(url: string): boolean {
  try {
    return EXTERNAL_PROTOCOLS.has(new URL(url).protocol);
  } catch {
    return false;
  }
}

export type NavigationDecision = 'allow' | 'open-externally' | 'block';

/** A navigation of the window itself (a link without target, a redirect, location.href = …). */
export function navigationDecision(url: string, engineOrigin: string): NavigationDecision {
  if (isAllowedNavigation(url, engineOrigin)) return 'allow';
  return isExternalLink(url) ? 'open-externally' : 'block';
}

/**
 * window.open and target=_blank never create an Electron window: every popup, the engine's own
 * boleto page and PDF included, opens in the system browser, which reaches the same local URL.
 */
export function windowOpenDecision(url: string): Exclude<NavigationDecision, 'allow'> {
  return isExternalLink(url) ? 'open-externally' : 'block';
}

/**
 * Permissions the dashboard may get: writing to the clipboard (the copy buttons next to the
 * credentials and typed lines), and only from the engine's pages. Camera, microphone,
 * notifications, geolocation, HID/serial/USB… are all refused.
 */
const ALLOWED_PERMISSIONS = new Set(['clipboard-sanitized-write']);

export function isPermissionAllowed(permission: string, requestingUrl: string, engineOrigin: string): boolean {
  return ALLOWED_PERMISSIONS.has(permission) && isAllowedNavigation(requestingUrl, engineOrigin);
}
