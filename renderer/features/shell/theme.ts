// The dashboard's theme: automatic (the system's prefers-color-scheme), light or dark, kept in
// localStorage. public/boot.js applies the stored choice before the first paint; this module
// changes it afterwards. The stylesheet does the rest through <html data-theme>.

export type ThemeChoice = 'auto' | 'light' | 'dark';

export const THEME_STORAGE_KEY = 'cobranca-sandbox.theme';

export const THEME_LABEL: Record<ThemeChoice, string> = {
  auto: 'Automático',
  light: 'Claro',
  dark: 'Escuro',
};

export function storedTheme(): ThemeChoice {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY);
    return value === 'light' || value === 'dark' ? value : 'auto';
  } catch {
    return 'auto';
  }
}

export function applyTheme(choice: ThemeChoice): void {
  const root = document.documentElement;
  if (choice === 'auto') delete root.dataset.theme;
  else root.dataset.theme = choice;
  try {
    if (choice === 'auto') localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // storage disabled: the choice lasts for this page only
  }
}
