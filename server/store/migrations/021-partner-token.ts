export const partnerToken = /* sql */ `
-- The partner routes (issue 25 §1: POST /v1/partner/charge/one-step, …/:id/pay) record the
-- partner-token they were called with on the charge, so the dashboard and the control API can
-- show which partner issued it. NULL for a charge issued through the ordinary routes.
ALTER TABLE charges ADD COLUMN partner_token TEXT;
`;
