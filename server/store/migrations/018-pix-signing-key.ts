export const pixSigningKey = /* sql */ `
-- The key with which the sandbox, as the receiver's PSP, signs the Pix payloads behind its Bolix
-- codes (JWS PS256, server/app/pix-signing-key.ts). One per database: made on the first payload
-- asked for and kept, so the JWKS a payer's bank fetched stays valid across restarts. A single
-- row (id = 1): of two servers making one at the same time, the first insert wins and the other
-- reads it back.
CREATE TABLE pix_signing_key (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  kid TEXT NOT NULL,
  private_key_pem TEXT NOT NULL,
  created_at_ms INTEGER NOT NULL
);
`;
