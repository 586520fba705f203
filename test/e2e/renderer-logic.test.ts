// The dashboard's plain functions, without a browser: Brazilian formats, clock arithmetic, the
// list's paging window, the page-policy check and the snippets users paste.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { centsToInput, formatCardMask, formatCardNumber, formatDate, formatDateTime, formatMoney, parseMoney } from '../../renderer/ui/format.ts';
import { addMonths, addMs, daysBetween } from '../../renderer/stores/clock-math.ts';
import { keepPages, pagesForRange, rowAt } from '../../renderer/stores/charges-window.ts';
import { blobFramesAllowed } from '../../renderer/api/page-policy.ts';
import { errorFromBody } from '../../renderer/api/errors.ts';
import { parseHash } from '../../renderer/stores/router.ts';
import { chooseAccount } from '../../renderer/stores/session.ts';
import { visibleRange } from '../../renderer/ui/virtual-range.ts';
import { worldActionsFor, type ChargeShape } from '../../renderer/features/charges/world-action-rules.ts';
import { refundedChargeId } from '../../renderer/stores/request-paths.ts';
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

test('clock arithmetic works on the API strings without time-zone drift', () => {
  assert.equal(addMs('2026-11-21 23:30:00', 3_600_000), '2026-11-22 00:30:00');
  assert.equal(addMonths('2026-01-31 10:00:00', 1), '2026-02-28 10:00:00');
  assert.equal(addMonths('2026-12-15 08:00:00', 1), '2027-01-15 08:00:00');
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
