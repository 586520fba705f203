// One small line icon per section, for the navigation's collapsed rail (below 1200 px), where the
// icon is all that shows; the section's name stays in the link for screen readers and as a tooltip.
import type { ReactNode } from 'react';

const PATHS: Record<string, ReactNode> = {
  cobrancas: <path d="M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6M9 16h3" />,
  carnes: <path d="M5 4h11a3 3 0 0 1 3 3v13H8a3 3 0 0 1-3-3zM5 17a3 3 0 0 1 3-3h11M9 8h6" />,
  assinaturas: <path d="M4 12a8 8 0 0 1 13.7-5.7L20 8.5M20 4v4.5h-4.5M20 12a8 8 0 0 1-13.7 5.7L4 15.5M4 20v-4.5h4.5" />,
  links: <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />,
  relogio: <path d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 2" />,
  emails: <path d="M3 6h18v12H3zM3 7l9 6 9-6" />,
  // A ledger page with a tick: the day's file checked against the charges.
  conciliacao: <path d="M6 3h9l4 4v14H6zM15 3v4h4M9 14l2 2 4-4" />,
  requisicoes: <path d="M4 8h14M14 4l4 4-4 4M20 16H6M10 12l-4 4 4 4" />,
  falhas: <path d="M12 3 2 20h20zM12 10v4M12 17v.5" />,
  // A clipboard with a tick: the checks of a homologation script.
  homologacao: <path d="M8 4h8v3H8zM6 5H4v16h16V5h-2M8 14l3 3 5-6" />,
  cartoes: <path d="M3 6h18v12H3zM3 10h18M7 15h4" />,
  conta: <path d="M14 10a4 4 0 1 0-3.5 4L6 18.5V21h3v-2h2v-2h2l.9-.9M15.5 7.5h.01" />,
  api: <path d="M8 4c-2 0-3 1-3 3v2c0 1.5-1 3-2 3 1 0 2 1.5 2 3v2c0 2 1 3 3 3M16 4c2 0 3 1 3 3v2c0 1.5 1 3 2 3-1 0-2 1.5-2 3v2c0 2-1 3-3 3" />,
  webhooks: <path d="M9 7a3 3 0 1 1 5 2.2L11 15M6 20a3 3 0 1 1 2.2-5H15M18 20a3 3 0 1 1-1-5.8l-3-5.2" />,
};

/** The section's icon; a section added without one shows its initial in a circle. */
export function NavIcon({ view, label }: { view: string; label: string }) {
  return (
    <svg className="nav-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {PATHS[view] ?? (
        <>
          <circle cx="12" cy="12" r="9" />
          <text x="12" y="16.5" textAnchor="middle" fontSize="12" stroke="none" fill="currentColor">
            {label.slice(0, 1)}
          </text>
        </>
      )}
    </svg>
  );
}
