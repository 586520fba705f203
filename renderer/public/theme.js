// The dashboard's theme chosen in the top bar (Tema), applied before the first paint so a dark
// choice never flashes light. A file, not inline: the page's CSP allows no inline script. Kept in
// step with renderer/features/shell/theme.ts (same storage key and values).
try {
  var theme = localStorage.getItem('cobranca-sandbox.theme');
  if (theme === 'light' || theme === 'dark') document.documentElement.dataset.theme = theme;
} catch (e) {
  // storage disabled: the theme follows the system
}
