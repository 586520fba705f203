// The dashboard's plain functions, without a browser: Brazilian formats, clock arithmetic, the
// list's paging window, the page-policy check, the snippets users paste, what the subscription
// page says about a renewal and what the payment-link page says about a link.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { centsToInput, formatCardMask, formatCardNumber, formatDate, formatDateTime, formatInteger, formatMoney, parseMoney } from '../../renderer/ui/format.ts';
import { addMs, daysBetween } from '../../renderer/stores/clock-math.ts';
import { indexOfCharge, keepPages, pagesForRange, rowAt } from '../../renderer/stores/charges-window.ts';
import { nextIndex } from '../../renderer/ui/list-keys.ts';
import { blobFramesAllowed } from '../../renderer/api/page-policy.ts';
import { errorFromBody } from '../../renderer/api/errors.ts';
import { parseHash } from '../../renderer/stores/router.ts';
import { chooseAccount } from '../../renderer/stores/session.ts';
import { visibleRange } from '../../renderer/ui/virtual-range.ts';
import { worldActionsFor, type ChargeShape } from '../../renderer/features/charges/world-action-rules.ts';
import { isSubscriptionChange, linkChangedChargeId, refundedChargeId } from '../../renderer/stores/request-paths.ts';
import {
  addressLine, addDays as addLinkDays, conditionalDiscountText, expiryDate, linkActionsFor, linkPrice, payerSummary,
} from '../../renderer/features/links/link-rules.ts';
import {
  currentBoletoCharge, nextExecutionOf, planEvery, planRepeats, subscriptionActionsFor, whyNothingNext,
} from '../../renderer/features/subscriptions/subscription-rules.ts';
import type { SubscriptionCharge, SubscriptionDetail } from '../../renderer/api/types.ts';
import { statusMeaningOf } from '../../renderer/ui/status.ts';

test('money and dates read the Brazilian way', () => {
  assert.equal(formatMoney(123456), 'R$\u00a01.234,56');
  assert.equal(formatMoney(5), 'R$\u00a00,05');
  assert.equal(formatMoney(null), '—');
  assert.equal(formatDate('2026-11-21'), '21/11/2026');
  assert.equal(formatDateTime('2026-11-21 16:40:05'), '21/11/2026 16:40');
  assert.equal(formatDateTime('2026-11-21 16:40:05', true), '21/11/2026 16:40:05');
  assert.equal(parseMoney('1.234,56'), 123456);
  assert.equal(parseMoney('R$ 153,5'), 15350);
  assert.equal(parseMoney('12,345'), null);
  assert.equal(parseMoney('abc'), null);
  assert.equal(centsToInput(15350), '153,50');
  assert.equal(formatCardNumber('4012001038443335'), '4012 0010 3844 3335');
  assert.equal(formatCardNumber('378282246310005'), '3782 822463 10005');
});

test('amounts and counts are written exactly as Intl pt-BR writes them (the first screen groups them without Intl)', () => {
  const money = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
  const integer = new Intl.NumberFormat('pt-BR');
  // Every number of digits up to 16, each digit pattern's edges, both signs; fractions and -0 too.
  const values = [0, -0, 0.5, 12.5, -7.25, 1e15, 2 ** 53 - 1, 1e21];
  for (let digits = 1; digits <= 16; digits++) {
    for (const n of [10 ** (digits - 1), 10 ** digits - 1, Number('1234567890123456'.slice(0, digits)), Number('9080706050403020'.slice(0, digits))]) {
      values.push(n, -n);
    }
  }
  for (const value of values) {
    assert.equal(formatMoney(value), money.format(value / 100), `formatMoney(${value})`);
    assert.equal(formatInteger(value), integer.format(value), `formatInteger(${value})`);
  }
});

test('clock arithmetic works on the API strings without time-zone drift', () => {
  assert.equal(addMs('2026-11-21 23:30:00', 3_600_000), '2026-11-22 00:30:00');
  assert.equal(daysBetween('2026-11-21 10:00:00', '2026-12-01'), 10);
});

test('the list window asks for the pages in view and finds rows in them', () => {
  assert.deepEqual(pagesForRange(0, 40), [0]);
  assert.deepEqual(pagesForRange(95, 130), [0, 1]);
  assert.deepEqual(pagesForRange(0, 0), [0]);
  const pages = { 0: [{ charge_id: 9 }], 3: [{ charge_id: 1 }] } as never;
  assert.deepEqual(rowAt(pages, 0), { charge_id: 9 });
  assert.equal(rowAt(pages, 150), undefined);
  assert.deepEqual(Object.keys(keepPages(pages, [3, 4])), ['3']);
  assert.deepEqual(visibleRange(4000, 800, 40, 100_000, 8), { start: 92, end: 128 });
  assert.deepEqual(visibleRange(0, 800, 40, 5, 8), { start: 0, end: 5 });
});

test('blob: frames are allowed only where the page policy says so', () => {
  assert.equal(blobFramesAllowed(null), true);
  assert.equal(blobFramesAllowed("default-src 'self'; frame-src 'self'"), false);
  assert.equal(blobFramesAllowed("default-src 'self'; frame-src 'self' blob:"), true);
  assert.equal(blobFramesAllowed("default-src 'self' blob:"), true);
  assert.equal(blobFramesAllowed("script-src 'self'"), true);
  assert.equal(blobFramesAllowed("frame-src 'self' blob:, default-src 'self'"), false, 'two policies: both must allow');
});

test('API errors keep code, name, property and message', () => {
  const error = errorFromBody(400, { code: 3500034, error: 'validation_error', error_description: { property: '/paid_at', message: 'Data inválida.' } }, '');
  assert.equal(error.code, 3500034);
  assert.equal(error.error, 'validation_error');
  assert.equal(error.property, '/paid_at');
  assert.equal(error.message, '/paid_at: Data inválida.');
  const plain = errorFromBody(502, null, 'Bad Gateway');
  assert.equal(plain.error, 'http_502');
  assert.equal(plain.message, 'Bad Gateway');
});

test('routes and the account choice', () => {
  assert.deepEqual(parseHash('#/cobrancas/1000001'), { view: 'cobrancas', id: 1000001 });
  assert.deepEqual(parseHash('#/relogio'), { view: 'relogio', id: null });
  assert.deepEqual(parseHash('#/assinaturas/50002'), { view: 'assinaturas', id: 50002 });
  assert.deepEqual(parseHash('#/links/1000007'), { view: 'links', id: 1000007 });
  assert.deepEqual(parseHash('#/nada'), { view: 'cobrancas', id: null });
  const accounts = [{ client_id: 'a' }, { client_id: 'b' }] as never;
  assert.equal(chooseAccount(accounts, 'b', 'a'), 'b');
  assert.equal(chooseAccount(accounts, 'zz', 'a'), 'a');
  assert.equal(chooseAccount(accounts, null, null), 'a');
  assert.equal(chooseAccount([], null, null), null);
});

test('the world actions offered fit the charge: its status, and boleto or card', () => {
  const boleto = (status: ChargeShape['status']) => worldActionsFor({ status, hasBoleto: true, isCard: false, retryable: false });
  const card = (status: ChargeShape['status'], retryable = false) => worldActionsFor({ status, hasBoleto: false, isCard: true, retryable });
  assert.deepEqual(worldActionsFor({ status: 'new', hasBoleto: false, isCard: false, retryable: false }), ['payWithCard', 'settle', 'cancel']);
  assert.deepEqual(boleto('waiting'), ['payAtBank', 'settle', 'changeDueDate', 'resend', 'cancel']);
  assert.deepEqual(boleto('paid'), []);
  // A link the payer has not used has nothing to settle: only cancel (its own page does the rest).
  assert.deepEqual(worldActionsFor({ status: 'link', hasBoleto: false, isCard: false, retryable: false }), ['cancel']);
  // A card charge never gets the boleto's actions, nor a manual settle.
  assert.deepEqual(card('approved'), [], 'waiting for the capture; an approved charge cannot be canceled');
  assert.deepEqual(card('unpaid', true), ['retryCard', 'cancel']);
  assert.deepEqual(card('unpaid', false), ['cancel']);
  assert.deepEqual(card('paid'), ['refund', 'dispute']);
  assert.deepEqual(card('contested'), ['resolveDispute']);
  assert.deepEqual(card('refunded'), []);
  assert.deepEqual(card('canceled'), []);
});

test('card vocabulary: the mask grouped, unpaid explained, refunds recognised in the request log', () => {
  assert.equal(formatCardMask('XXXXXXXXXXXX3335'), 'XXXX XXXX XXXX 3335');
  assert.equal(formatCardMask('XXXXXXXXXXX0005'), 'XXXX XXXXXX X0005');
  assert.equal(statusMeaningOf('unpaid', 'credit_card'), 'cartão recusado pela operadora');
  assert.equal(statusMeaningOf('unpaid', 'banking_billet'), 'boleto vencido sem pagamento');
  assert.equal(statusMeaningOf('contested', 'credit_card'), 'contestada pelo pagador (chargeback)');
  assert.equal(refundedChargeId('/v1/charge/card/1000042/refund'), 1000042);
  assert.equal(refundedChargeId('/v1/charge/1000042/pay'), null);
});

test('subscriptions: a plan in words, the boleto to pay, what the next execution does, the actions that fit', () => {
  assert.equal(planEvery(1), 'todo mês');
  assert.equal(planEvery(6), 'a cada 6 meses');
  assert.equal(planRepeats(12), '12 cobranças');
  assert.equal(planRepeats(null), 'até cancelar');

  const charge = (parcel: number, status: SubscriptionCharge['status'], extra: Partial<SubscriptionCharge> = {}): SubscriptionCharge => ({
    charge_id: 1000000 + parcel, parcel, status, total: 4990, payment_method: 'banking_billet', expire_at: '2026-12-01', typed_line: '0', card_mask: null,
    created_at: '2026-11-26 00:00:00', ...extra,
  });
  const detail = (over: Partial<SubscriptionDetail['subscription']>, charges: SubscriptionCharge[]): SubscriptionDetail => ({
    subscription: {
      subscription_id: 50001, value: 4990, status: 'active', custom_id: null, notification_url: null, payment_method: 'banking_billet',
      next_execution: '2026-12-26', next_expire_at: '2026-12-31', plan: { plan_id: 10001, name: 'Mensal', interval: 1, repeats: 12 },
      occurrences: charges.length, created_at: '2026-11-26 10:00:00', history: [], ...over,
    },
    charges, history: [], customer_name: 'Gorbadoc Oldbuck', trial_days: null, first_execution: '2026-11-26', notification_token: 't',
  });

  // Boleto: the latest open boleto is the one to pay; the clock issues the next one.
  const boleto = detail({}, [charge(1, 'unpaid'), charge(2, 'waiting'), charge(3, 'paid')]);
  assert.equal(currentBoletoCharge(boleto.charges)?.parcel, 2);
  assert.deepEqual(nextExecutionOf(boleto), {
    date: '2026-12-26', period: 4, last: false, action: 'gera a cobrança 4 e emite o boleto, com vencimento em 31/12/2026',
  });
  assert.deepEqual(subscriptionActionsFor(boleto), ['payBoleto', 'advance', 'payerCancel', 'cancel']);
  const lastOne = nextExecutionOf(detail({ occurrences: 11 }, [charge(11, 'paid')]))!;
  assert.equal(lastOne.last, true);
  assert.match(lastOne.action, /^gera a cobrança 12 .* a assinatura expira em seguida$/);

  // Card: during a trial the first execution charges the charge made at subscription; later ones make theirs.
  const card = { payment_method: 'credit_card' as const, next_expire_at: '2026-12-03', next_execution: '2026-12-03' };
  const trial = detail({ ...card, occurrences: 0 }, [charge(1, 'new', { payment_method: null, expire_at: null })]);
  assert.equal(nextExecutionOf(trial)!.action, 'fim do período de teste: cobra o cartão guardado na cobrança 1');
  assert.deepEqual(subscriptionActionsFor(trial), ['advance', 'payerCancel', 'cancel'], 'no boleto to pay');
  const renewing = detail({ ...card, occurrences: 1 }, [charge(1, 'paid', { payment_method: 'credit_card', expire_at: null, card_mask: 'XXXXXXXXXXXX3335' })]);
  assert.equal(nextExecutionOf(renewing)!.action, 'gera a cobrança 2 e cobra o cartão guardado (XXXX XXXX XXXX 3335)');

  // Ended: nothing next, and why; an issued boleto stays payable after a cancel.
  const canceled = detail({ status: 'canceled', next_execution: null, next_expire_at: null }, [charge(1, 'waiting')]);
  assert.equal(nextExecutionOf(canceled), null);
  assert.match(whyNothingNext(canceled), /^Cancelada/);
  assert.deepEqual(subscriptionActionsFor(canceled), ['payBoleto']);
  const expired = detail({ status: 'expired', next_execution: null, occurrences: 12 }, [charge(12, 'paid')]);
  assert.equal(whyNothingNext(expired), 'Expirada: as 12 cobranças do plano foram geradas; nada mais é agendado.');
  assert.deepEqual(subscriptionActionsFor(expired), []);
});

test('the requests that change a plan or a subscription are told apart from reads', () => {
  assert.equal(isSubscriptionChange({ method: 'PUT', path: '/v1/subscription/50001/cancel', status: 200 }), true);
  assert.equal(isSubscriptionChange({ method: 'POST', path: '/v1/plan/10001/subscription/one-step', status: 200 }), true);
  assert.equal(isSubscriptionChange({ method: 'POST', path: '/sandbox/v1/subscriptions/50001/payer-cancel', status: 200 }), true);
  assert.equal(isSubscriptionChange({ method: 'GET', path: '/v1/subscription/50001', status: 200 }), false);
  assert.equal(isSubscriptionChange({ method: 'GET', path: '/sandbox/v1/subscriptions?limit=200', status: 200 }), false);
  assert.equal(isSubscriptionChange({ method: 'PUT', path: '/v1/subscription/50001/cancel', status: 400 }), false);
  assert.equal(isSubscriptionChange({ method: 'POST', path: '/v1/charge/one-step', status: 200 }), false);
  assert.equal(isSubscriptionChange({ method: 'POST', path: '/v1/planets', status: 200 }), false);
});

test('payment links: each method’s price after its discount, the expiry day, the payer in words, the actions that fit', () => {
  const all = { payment_method: 'all' as const, billet_discount: 500, card_discount: null };
  assert.deepEqual(linkPrice(all, 5990, 'banking_billet'), { price: 5490, discount: 500 });
  assert.deepEqual(linkPrice(all, 5990, 'credit_card'), { price: 5990, discount: 0 });
  assert.equal(linkPrice({ payment_method: 'banking_billet' }, 5990, 'credit_card'), null);
  assert.deepEqual(linkPrice({ payment_method: 'credit_card', card_discount: 990 }, 5990, 'credit_card'), { price: 5000, discount: 990 });
  assert.equal(conditionalDiscountText(all), null);
  assert.equal(
    conditionalDiscountText({ ...all, conditional_discount_type: 'percentage', conditional_discount_value: 500, conditional_discount_date: '2026-11-25' }),
    '5% a mais até 25/11/2026',
  );
  assert.equal(
    conditionalDiscountText({ ...all, conditional_discount_type: 'currency', conditional_discount_value: 250, conditional_discount_date: '2026-11-25' }),
    'R$\u00a02,50 a mais até 25/11/2026',
  );
  assert.equal(expiryDate('2026-11-30'), '2026-12-01');
  assert.equal(addLinkDays('2026-12-31', 1), '2027-01-01');
  assert.equal(
    addressLine({ street: 'Avenida Juscelino Kubitschek', number: 909, neighborhood: 'Bauxita', zipcode: '35400000', city: 'Ouro Preto', state: 'MG' }),
    'Avenida Juscelino Kubitschek, 909 — Bauxita, Ouro Preto/MG, CEP 35400-000',
  );
  assert.equal(payerSummary('link', null, '2026-11-25'), 'ainda não escolheu');
  assert.equal(payerSummary('expired', null, '2026-11-25'), 'não escolheu até 25/11/2026: expirou');
  assert.equal(payerSummary('waiting', { method: 'banking_billet', at: '2026-11-23 10:05:00', delivery_address: null }, '2026-11-25'), 'escolheu boleto em 23/11/2026 10:05');

  assert.deepEqual(linkActionsFor('link', 'all'), ['payBoleto', 'payCardApproved', 'payCardRefused', 'resend', 'changeDate', 'advanceToExpiry', 'cancel']);
  assert.deepEqual(linkActionsFor('link', 'banking_billet'), ['payBoleto', 'resend', 'changeDate', 'advanceToExpiry', 'cancel']);
  assert.deepEqual(linkActionsFor('link', 'credit_card'), ['payCardApproved', 'payCardRefused', 'resend', 'changeDate', 'advanceToExpiry', 'cancel']);
  assert.deepEqual(linkActionsFor('expired', 'all'), ['changeDate'], 'a new date opens an expired link again');
  assert.deepEqual(linkActionsFor('waiting', 'all'), []);
  assert.deepEqual(linkActionsFor('canceled', 'all'), []);

  assert.equal(linkChangedChargeId({ method: 'PUT', path: '/v1/charge/1000003/link', status: 200 }), 1000003);
  assert.equal(linkChangedChargeId({ method: 'POST', path: '/v1/charge/1000003/link/resend', status: 200 }), 1000003);
  assert.equal(linkChangedChargeId({ method: 'PUT', path: '/v1/charge/1000003/link', status: 400 }), null);
  assert.equal(linkChangedChargeId({ method: 'GET', path: '/v1/charge/1000003', status: 200 }), null);
  assert.equal(linkChangedChargeId({ method: 'POST', path: '/v1/charge/1000003/billet/resend', status: 200 }), null);
});

test('list keys: arrows by one, PageUp/PageDown by a screenful, Home/End to the ends, never past them', () => {
  assert.equal(nextIndex('ArrowDown', 3, 200, 17), 4);
  assert.equal(nextIndex('ArrowUp', 0, 200, 17), 0);
  assert.equal(nextIndex('PageDown', 3, 200, 17), 20, 'a page, not the end');
  assert.equal(nextIndex('PageDown', 190, 200, 17), 199);
  assert.equal(nextIndex('PageUp', 10, 200, 17), 0);
  assert.equal(nextIndex('Home', 120, 200, 17), 0);
  assert.equal(nextIndex('End', 0, 200, 17), 199);
  assert.equal(nextIndex('PageDown', 0, 200, 0), 1, 'a list too short to measure still moves');
  assert.equal(nextIndex('a', 3, 200, 17), null);
  assert.equal(nextIndex('ArrowDown', 0, 0, 17), null);
});

test('a deep-linked charge is found among the loaded pages, or reported missing', () => {
  const pages = { 0: [{ charge_id: 9 }, { charge_id: 8 }], 3: [{ charge_id: 2 }] } as never;
  assert.equal(indexOfCharge(pages, 8, 2), 1);
  assert.equal(indexOfCharge(pages, 2, 2), 6);
  assert.equal(indexOfCharge(pages, 5, 2), -1);
  assert.equal(indexOfCharge(pages, null, 2), -1);
});
