// React and the dashboard's frame, rendered into the page with the stores main.tsx made (and whose
// first requests are already under way). A chunk of its own: see main.tsx.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider, type AppStores } from './stores/scope.tsx';
import { App } from './features/shell/app.tsx';
import { DayMarksProvider } from './ui/day-marks.tsx';
import { useNonBusinessDayMarks } from './stores/hooks.ts';

export function renderDashboard(container: HTMLElement, stores: AppStores, baseUrl: string): void {
  createRoot(container).render(
    <StrictMode>
      <AppProvider stores={stores}>
        {/* The date fields' calendars mark the days banks are closed. */}
        <DayMarksProvider value={useNonBusinessDayMarks}>
          <App baseUrl={baseUrl} />
        </DayMarksProvider>
      </AppProvider>
    </StrictMode>,
  );
}
