// The dashboard's view of charges: the list with status filter and search, and one charge's
// timeline. Account-scoped like every control route: another tenant's id reads as unknown.
import type { AppContext } from '../../app/context.ts';
import { listCharges } from '../../app/charge-list.ts';
import { chargeTimeline } from '../../app/timeline.ts';
import { lastPayableDate } from '../../domain/billet.ts';
import { chargeStatuses } from '../../domain/charge.ts';
import { invalidProperty } from '../../domain/errors.ts';
import { accountOf, requireBearerOrBasic } from '../auth.ts';
import { idParam, type RouteTable } from '../routes.ts';
import { sendJson } from '../envelope.ts';
import { queryEnum, queryInt } from '../query.ts';
import { chargeDetailView } from '../v1/charge-views.ts';
import { boletoLinks } from '../v1/boleto-views.ts';

const MAX_QUERY_LENGTH = 255;

export function dashboardChargeRoutes(ctx: AppContext, publicUrl: () => string): RouteTable {
  const auth = requireBearerOrBasic(ctx);
  return [
    ['get', '/charges', auth, (req, res) => {
      const status = queryEnum(req.query.status, 'status', chargeStatuses);
      const q = req.query.q;
      if (q !== undefined && q.length > MAX_QUERY_LENGTH) throw invalidProperty('q', `A busca deve ter no máximo ${MAX_QUERY_LENGTH} caracteres.`);
      const limit = queryInt(req.query.limit, 'limit', 100, 1, 500);
      const offset = queryInt(req.query.offset, 'offset', 0, 0, Number.MAX_SAFE_INTEGER);
      const positionOf = req.query.position_of === undefined ? undefined : queryInt(req.query.position_of, 'position_of', 0, 1, Number.MAX_SAFE_INTEGER);
      const { total, rows, position } = listCharges(ctx, accountOf(res), { status, q, limit, offset, positionOf });
      sendJson(res, 200, {
        total,
        ...(position !== undefined ? { position } : {}),
        charges: rows.map((row) => ({
          charge_id: row.id,
          status: row.status,
          total: row.total,
          custom_id: row.custom_id,
          created_at: row.created_at,
          payment_method: row.payment_method,
          expire_at: row.expire_at,
          typed_line: row.typed_line,
          notification_url: row.notification_url,
        })),
      });
    }],
    ['get', '/charges/:id/timeline', auth, (req, res) => {
      const account = accountOf(res);
      const { charge, history, amountDueToday, timeline } = chargeTimeline(ctx, account, idParam(req.params.id));
      const base = publicUrl();
      const billet = charge.billet;
      const links = billet && charge.billetCode ? boletoLinks(base, charge.billetCode) : null;
      sendJson(res, 200, {
        charge: chargeDetailView(charge, account.account_code, history, base),
        notification_token: charge.notificationToken,
        boleto: billet && links
          ? {
              typed_line: billet.typedLine,
              barcode: billet.barcode,
              link: links.link,
              pdf: links.pdf.charge,
              expire_at: billet.expireAt,
              last_payable_date: lastPayableDate(billet),
              amount_due_today: amountDueToday,
              paid_value: charge.paidValue,
              received_by_bank_at: charge.receivedByBankAt,
            }
          : null,
        card: charge.card
          ? {
              brand: charge.card.brand,
              mask: charge.card.mask,
              installments: charge.card.installments,
              installment_value: charge.card.installmentValue,
              total: charge.card.total,
              interest: charge.card.interest,
              refusal: charge.card.refusal,
              refunded: charge.card.refunded,
              paid_value: charge.paidValue,
              received_by_bank_at: charge.receivedByBankAt,
            }
          : null,
        timeline,
      });
    }],
  ];
}
