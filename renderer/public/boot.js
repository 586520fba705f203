// What the dashboard does while its HTML is still being parsed, before its modules have downloaded.
// Classic, not a module, and a file, not inline (the page's CSP allows no inline script); one file
// rather than two, as each is one more request ahead of the modules (issue 23 §6).
//
// 1. The theme chosen in the top bar (Tema), applied before the first paint so a dark choice never
//    flashes light. Kept in step with renderer/features/shell/theme.ts (same storage key and values).
try {
  var theme = localStorage.getItem('cobranca-sandbox.theme');
  if (theme === 'light' || theme === 'dark') document.documentElement.dataset.theme = theme;
} catch (e) {
  // storage disabled: the theme follows the system
}

// 2. The first two requests (what the sandbox is, and its accounts), started now so their answers
//    are in flight while the modules download instead of after the entry module has run: the
//    first page of charges needs the account's credentials, so this round trip came before the
//    list's. The entry takes these answers over (renderer/api/early-requests.ts) only for the very
//    URL it would have asked for, and asks for itself otherwise. Kept in step with
//    renderer/api/client.ts (resolveBaseUrl, the paths) and renderer/api/http.ts (the
//    x-sandbox-client header, so the request log counts these as the dashboard's calls, not the
//    integrator's).
try {
  (function () {
    var fromQuery = new URLSearchParams(window.location.search).get('api');
    var host = window.__COBRANCA_SANDBOX__;
    var fromHost = host && host.baseUrl;
    var chosen = fromQuery != null ? fromQuery : fromHost != null ? fromHost : window.location.protocol.indexOf('http') === 0 ? window.location.origin : 'http://127.0.0.1:4455';
    var baseUrl = chosen.replace(/\/+$/, '');
    var early = {};
    ['/sandbox/v1/info', '/sandbox/v1/accounts'].forEach(function (path) {
      var url = baseUrl + path;
      early[url] = fetch(url, { method: 'GET', headers: { 'x-sandbox-client': 'dashboard' } });
      // Never taken (the entry failed to load, say): no unhandled rejection. A taker still sees it.
      early[url].catch(function () {});
    });
    window.__COBRANCA_EARLY_REQUESTS__ = early;
  })();
} catch (e) {
  // no fetch: the entry asks for itself
}
