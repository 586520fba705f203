// What the helper's tests do as "the integrator's code": issue boletos through /v1 with the helper's
// own request(), and read a charge's status. Typed against the helper's public declarations.
import type { Sandbox } from 'cobranca-sandbox/testing';
import { businessDueDate } from '../helpers/business-days.ts';
import { daysBetween } from '../../server/domain/dates.ts';

export const customer = { name: 'Gorbadoc Oldbuck', cpf: '94271564656' };

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export interface IssuedBoleto {
  chargeId: number;
  total: number;
  typedLine: string;
  barcode: string;
  /** The due date: the first business day from tomorrow, so it turns `unpaid` the day after (bank calendar). */
  expireAt: string;
  /** Whole days from issue to the day it turns `unpaid`: an advanceClock({ days }) that makes it overdue whatever the weekday. */
  daysToOverdue: number;
}

/** A one-step boleto due on the first business day from tomorrow on the account's clock, its callbacks sent to `notificationUrl`. */
export async function issueBoleto(sandbox: Pick<Sandbox, 'now' | 'request'>, notificationUrl?: string, value = 2500): Promise<IssuedBoleto> {
  const today = (await sandbox.now()).slice(0, 10);
  const expireAt = businessDueDate(today, 1);
  const { data } = await sandbox.request<{ data: { charge_id: number; total: number } }>('POST', '/v1/charge/one-step', {
    items: [{ name: 'Assinatura', value, amount: 1 }],
    ...(notificationUrl ? { metadata: { notification_url: notificationUrl } } : {}),
    payment: { banking_billet: { expire_at: expireAt, customer } },
  });
  const { boleto } = await sandbox.request<{ boleto: { typed_line: string; barcode: string } }>('GET', `/sandbox/v1/charges/${data.charge_id}/timeline`);
  return { chargeId: data.charge_id, total: data.total, typedLine: boleto.typed_line, barcode: boleto.barcode, expireAt, daysToOverdue: daysBetween(today, expireAt) + 1 };
}

export async function chargeStatus(sandbox: Pick<Sandbox, 'request'>, chargeId: number): Promise<string> {
  return (await sandbox.request<{ data: { status: string } }>('GET', `/v1/charge/${chargeId}`)).data.status;
}
