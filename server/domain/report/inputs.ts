// The report's input checks: what the client sent that the real service refuses or removed, or
// that leaves the integrator nothing to work with — read from the query strings and the facts kept
// of each request body (./body-facts.ts). The sandbox may accept some of these; the real service
// will not.
import { retiredCardBrands } from '../cards.ts';
import { evidenceOf, pathOnly, requestEvidence, verdict, type Check, type ObservedRequest } from './checks.ts';

/** Routes that create charges: each should carry metadata.custom_id to reconcile by. */
const CHARGE_CREATES = [/^\/v1\/charge\/?$/, /^\/v1\/charge\/one-step\/?$/, /^\/v1\/carnet\/?$/, /^\/v1\/plan\/\d+\/subscription(\/one-step)?\/?$/];

const queryOf = (path: string) => new URLSearchParams(path.includes('?') ? path.slice(path.indexOf('?') + 1) : '');

const NONE: string[] = [];

function brandsNamed(r: ObservedRequest): string[] {
  // Parsing every query string of a long session would cost more than the rest of the checks.
  const inQuery = r.path.includes('brand=') ? queryOf(r.path).getAll('brand').map((b) => b.toLowerCase()) : NONE;
  const inBody = r.body?.brands ?? NONE;
  return inQuery.length === 0 ? inBody : [...inQuery, ...inBody];
}

export function noRetiredBrands(requests: ObservedRequest[]): Check {
  const naming = requests.filter((r) => brandsNamed(r).length > 0);
  const retired = naming.filter((r) => brandsNamed(r).some((b) => retiredCardBrands.includes(b)));
  return verdict(
    { id: 'inputs.card_brands', title: 'Nenhuma bandeira descontinuada (jcb, aura, discover)' },
    evidenceOf(naming, (r) => requestEvidence(r, `bandeira ${brandsNamed(r).join(', ')}`)),
    evidenceOf(retired, (r) => requestEvidence(r, `bandeira ${brandsNamed(r).filter((b) => retiredCardBrands.includes(b)).join(', ')}: recusada pelo serviço real`)),
    {
      pass: `${naming.length} requisição(ões) com bandeira, nenhuma descontinuada.`,
      fail: `${retired.length} requisição(ões) com uma bandeira que o serviço real não aceita mais.`,
      none: 'Nenhuma requisição informou uma bandeira de cartão.',
    },
  );
}

const decimalsIn = (r: ObservedRequest): string[] => r.body?.decimals ?? NONE;

export function amountsInCents(requests: ObservedRequest[]): Check {
  const withMoney = requests.filter((r) => r.body?.hasMoney === true);
  const decimal = withMoney.filter((r) => decimalsIn(r).length > 0);
  return verdict(
    { id: 'inputs.amounts_in_cents', title: 'Valores enviados em centavos, inteiros' },
    evidenceOf(withMoney, (r) => requestEvidence(r)),
    evidenceOf(decimal, (r) => requestEvidence(r, `${decimalsIn(r).join(', ')} — o serviço real só aceita inteiros (centavos)`)),
    {
      pass: `${withMoney.length} requisição(ões) com valores, todos inteiros.`,
      fail: `${decimal.length} requisição(ões) com um valor decimal: R$ 10,50 é 1050.`,
      none: 'Nenhuma requisição enviou valores.',
    },
  );
}

/** Why the real service could not POST to this URL; null when it could. */
export function unreachableUrl(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'não é uma URL';
  }
  const host = parsed.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (
    host === 'localhost' || host.endsWith('.localhost') || host === '::1' || host === '0.0.0.0' ||
    /^(127|10)\./.test(host) || /^192\.168\./.test(host) || /^172\.(1[6-9]|2\d|3[01])\./.test(host) || /^169\.254\./.test(host) ||
    /^f[cd][0-9a-f]{2}:/.test(host) || /^fe80:/.test(host)
  ) {
    return 'endereço privado: o serviço real não alcança';
  }
  if (parsed.protocol !== 'https:') return 'http sem TLS';
  return null;
}

const notificationUrlsOf = (r: ObservedRequest): string[] => r.body?.notificationUrls ?? NONE;

export function reachableNotificationUrls(requests: ObservedRequest[]): Check {
  const setting = requests.filter((r) => notificationUrlsOf(r).length > 0);
  // A session sends the same few URLs thousands of times: each is parsed once.
  const verdicts = new Map<string, string | null>();
  const bad = setting.flatMap((r) => notificationUrlsOf(r).flatMap((url) => {
    let why = verdicts.get(url);
    if (why === undefined) verdicts.set(url, (why = unreachableUrl(url)));
    return why ? [requestEvidence(r, `notification_url ${url}: ${why}`)] : [];
  }));
  return verdict(
    { id: 'inputs.notification_url', title: 'notification_url em https e num endereço público' },
    evidenceOf(setting, (r) => requestEvidence(r, `notification_url ${notificationUrlsOf(r).join(', ')}`)),
    bad,
    {
      pass: `${setting.length} requisição(ões) com notification_url, todas em https num endereço público.`,
      fail: `${bad.length} notification_url em http ou num endereço privado: em produção o callback não chega (no sandbox, um túnel ou o proxy resolve).`,
      none: 'Nenhuma requisição informou notification_url.',
    },
  );
}

export function customIdOnCharges(requests: ObservedRequest[]): Check {
  const creates = requests.filter((r) => r.method === 'POST' && r.status >= 200 && r.status < 300 && CHARGE_CREATES.some((p) => p.test(pathOnly(r.path))));
  const missing = creates.filter((r) => !r.body?.hasCustomId);
  return verdict(
    { id: 'inputs.custom_id', title: 'Cada cobrança criada leva um custom_id' },
    evidenceOf(creates, (r) => requestEvidence(r)),
    evidenceOf(missing, (r) => requestEvidence(r, `${r.method} ${pathOnly(r.path)} sem metadata.custom_id`)),
    {
      pass: `${creates.length} criação(ões), todas com custom_id.`,
      fail: `${missing.length} de ${creates.length} criação(ões) sem metadata.custom_id: nada com que conciliar o pagamento ao pedido.`,
      none: 'Nenhuma cobrança foi criada.',
    },
  );
}

export const inputChecks = (requests: ObservedRequest[]): Check[] => [
  noRetiredBrands(requests),
  amountsInCents(requests),
  reachableNotificationUrls(requests),
  customIdOnCharges(requests),
];
