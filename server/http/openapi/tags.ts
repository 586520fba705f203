// The document's groups (each declaration's `tag`), in the order the document and the dashboard's
// API page show them, each with its note.

/** The tag of API Extratos' routes, which the document gives their own security and error shape. */
export const EXTRATOS_TAG = 'API Extratos';

export const tagDescriptions: Record<string, string> = {
  Authorization: 'OAuth2 client credentials: every other /v1 call sends the token as Bearer.',
  Charges: 'Charges and their payment by boleto or card (the real /v1 API).',
  Boletos: 'A boleto\'s due date, its resend and its balance sheet.',
  Cards: 'Card payments after the fact, and the installments a payer may choose.',
  'Carnês': 'Monthly parcels in boleto, each an ordinary charge.',
  Plans: 'What a subscription repeats, and how often.',
  Subscriptions: 'A charge every `interval` months, by boleto or card.',
  'Payment links': 'A page where the payer chooses boleto or card.',
  Notifications: 'What your notification_url was told about, by token.',
  'Browser tokenizer': 'What payment-token-efi calls from a shop\'s page: no bearer, the account code names the account.',
  'API Extratos': 'The real service\'s statement API (its hosts extratos-h.api.efipay.com.br and extratos.api.efipay.com.br, served here under /v1 and through the proxy): its own OAuth at POST /v1/oauth/token with the scopes gn.cnab-statement.read and gn.cnab-statement.write, CNAB 240 files of the account\'s days; refusals are `{nome, mensagem}` (the `ExtratosError` schema).',
  'Sandbox: accounts': 'The control API (/sandbox/v1): Bearer token or HTTP Basic client credentials of the account it acts on.',
  'Sandbox: reset and snapshots': 'Start each test from nothing or from a known state: the calling account only, other accounts untouched.',
  'Sandbox: clock': 'Each account has its own virtual clock; advancing it runs whatever falls due, in order.',
  'Sandbox: bank': 'The payer\'s bank: pay a boleto on time, late or early.',
  'Sandbox: cards': 'Card tokens without a browser, test cards, disputes, installment settings.',
  'Sandbox: payment links': 'The payer\'s side of a payment link, without a browser.',
  'Sandbox: notifications': 'Every POST to a notification_url, its attempts, replays; the live event stream.',
  'Sandbox: e-mails': 'What the sandbox would have e-mailed.',
  'Sandbox: reconciliation': 'The files an ERP reconciles from, for a day of the account\'s clock: the CNAB 240 statement.',
  'Sandbox: request log': 'The account\'s latest API calls.',
  'Sandbox: integration report': 'What the account\'s code handles and what it does not, check by check: JSON, JUnit XML or an HTML page.',
  'Sandbox: dashboard views': 'Lists and details as the dashboard shows them.',
  'Pix payload (receiver\'s PSP)': 'What a payer\'s bank fetches from a Bolix\'s Pix code: the signed cobv at the code\'s location, and the key that verifies it. Also served, through the proxy, as qrcodes-pix.gerencianet.com.br.',
  'Public pages': 'Open like the real ones: whoever has the link sees the boleto, the carnê or the payment page.',
  'This document': 'This OpenAPI document.',
};
