// Ready-to-paste code for one account: curl, gn-api-sdk-node repointed at this sandbox, and the
// browser tokenizer (payment-token-efi) on a checkout page with the test route that reaches here.
// Plain string builders, so they are easy to read and to check.
import type { Account } from '../../api/types.ts';

export function curlSnippet(account: Account, baseUrl: string): string {
  return [
    `BASE='${baseUrl}'`,
    `ID='${account.client_id}'`,
    `SECRET='${account.client_secret}'`,
    ``,
    `# 1. Token de acesso (vale 600 s)`,
    `TOKEN=$(curl -s -u "$ID:$SECRET" -H 'content-type: application/json' \\`,
    `  -d '{"grant_type":"client_credentials"}' "$BASE/v1/authorize" \\`,
    `  | sed -E 's/.*"access_token":"([^"]+)".*/\\1/')`,
    ``,
    `# 2. Uma cobrança — ela aparece no painel na hora`,
    `curl -s -H "Authorization: Bearer $TOKEN" -H 'content-type: application/json' \\`,
    `  -d '{"items":[{"name":"Produto","value":1000,"amount":1}],"metadata":{"custom_id":"pedido-1"}}' \\`,
    `  "$BASE/v1/charge"`,
    ``,
    `# A API de controle (/sandbox/v1) aceita HTTP Basic direto, sem token:`,
    `curl -s -u "$ID:$SECRET" "$BASE/sandbox/v1/clock"`,
  ].join('\n');
}

export function nodeSdkSnippet(account: Account, apiUrl: string): string {
  return [
    `// npm install gn-api-sdk-node`,
    `const constants = require('gn-api-sdk-node/lib/constants');`,
    `constants.APIS.DEFAULT.URL.SANDBOX = '${apiUrl}'; // aponta o SDK para este sandbox`,
    `const Gerencianet = require('gn-api-sdk-node');`,
    ``,
    `const gn = new Gerencianet({`,
    `  client_id: '${account.client_id}',`,
    `  client_secret: '${account.client_secret}',`,
    `  sandbox: true,`,
    `});`,
    ``,
    `gn.createCharge({}, {`,
    `  items: [{ name: 'Produto', value: 1000, amount: 1 }],`,
    `  metadata: { custom_id: 'pedido-1' },`,
    `}).then((charge) => console.log(charge.data.charge_id), console.error);`,
  ].join('\n');
}

export function tokenizerSnippet(account: Account, baseUrl: string, year = new Date().getFullYear() + 5): string {
  return [
    `// Página de checkout — npm install payment-token-efi (ou o build UMD num <script>)`,
    `const { payment_token, card_mask } = await EfiPay.CreditCard`,
    `  .setAccount('${account.account_code}')`,
    `  .setEnvironment('sandbox')`,
    `  .setCreditCardData({ brand: 'visa', number: '4012001038443335', cvv: '123',`,
    `    expirationMonth: '12', expirationYear: '${year}', reuse: false })`,
    `  .getPaymentToken();`,
    ``,
    `// A biblioteca chama https://cobrancas-h.api.efipay.com.br. No teste (Playwright),`,
    `// desvie essas chamadas para este sandbox:`,
    `await page.route('https://cobrancas-h.api.efipay.com.br/**', async (route) => {`,
    `  const url = new URL(route.request().url());`,
    `  const response = await route.fetch({ url: '${baseUrl}' + url.pathname + url.search });`,
    `  await route.fulfill({ response });`,
    `});`,
  ].join('\n');
}
