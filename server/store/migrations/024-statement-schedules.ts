export const statementSchedules = /* sql */ `
-- API Extratos (issue 26 §4): the recurrences an integration schedules with POST
-- /v1/extrato-cnab/agendar and changes with PATCH /v1/extrato-cnab/agendar/:identificador. The
-- statement files themselves are not stored: each is computed from the charges' history when asked
-- for (app/statement.ts).
--   identificador   a UUID, the route's parameter
--   periodicidade   'diario' | 'semanal' | 'mensal'
--   status          'ativo' | 'inativo'
--   data_criacao    when it was made, on the account's clock (YYYY-MM-DD HH:MM:SS)
-- Keyed by account first: a snapshot restored into another account brings its identificadores along.
CREATE TABLE statement_schedules (
  account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  identificador TEXT NOT NULL,
  periodicidade TEXT NOT NULL,
  status TEXT NOT NULL,
  envia_email INTEGER NOT NULL,
  comprimir_arquivos INTEGER NOT NULL,
  data_criacao TEXT NOT NULL,
  PRIMARY KEY (account_id, identificador)
) WITHOUT ROWID;
`;
