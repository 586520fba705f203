// Tema in the top bar: Automático follows the system; Claro and Escuro override it and persist.
import { useState } from 'react';
import { applyTheme, storedTheme, THEME_LABEL, type ThemeChoice } from './theme.ts';

export function ThemeSelect() {
  const [choice, setChoice] = useState<ThemeChoice>(storedTheme);
  const choose = (next: ThemeChoice) => {
    applyTheme(next);
    setChoice(next);
  };
  return (
    <div className="topbar-field topbar-theme">
      <label htmlFor="theme-select">Tema</label>
      <select id="theme-select" value={choice} onChange={(e) => choose(e.target.value as ThemeChoice)}>
        {(Object.keys(THEME_LABEL) as ThemeChoice[]).map((value) => (
          <option key={value} value={value}>
            {THEME_LABEL[value]}
          </option>
        ))}
      </select>
    </div>
  );
}
