// Entry point of the payment link's hosted page (served at /pagamento/<code>; see
// server/http/pages/payment-page.ts). A second entry of the renderer's build, beside the dashboard.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CheckoutApp } from './app.tsx';
import './checkout.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <CheckoutApp />
  </StrictMode>,
);
