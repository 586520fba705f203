export const deliveryExchanges = /* sql */ `
-- What each callback attempt put on the wire, for the dashboard's webhook inspector: the headers
-- and body the sandbox POSTed, and what the receiver answered. The response body is an excerpt
-- (its first 4 KB, server/notify/post-notification.ts); response_bytes is its whole size.
-- Headers are JSON objects. All NULL on attempts recorded before this migration, and when no
-- request went out (a replay without a notification_url).
ALTER TABLE delivery_attempts ADD COLUMN request_headers TEXT;
ALTER TABLE delivery_attempts ADD COLUMN request_body TEXT;
ALTER TABLE delivery_attempts ADD COLUMN response_headers TEXT;
ALTER TABLE delivery_attempts ADD COLUMN response_body TEXT;
ALTER TABLE delivery_attempts ADD COLUMN response_bytes INTEGER;
`;
