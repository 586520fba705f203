import type { AppContext } from '../../app/context.ts';
import * as carnets from '../../app/carnets.ts';
import { resendCarnet, resendParcel } from '../../app/emails.ts';
import { accountOf } from '../auth.ts';
import { sendData, sendOk } from '../envelope.ts';
import { idParam, type RouteTable } from '../routes.ts';
import { expectNoBody, validateBody } from '../validate.ts';
import { createCarnetSchema } from '../schemas/carnet.ts';
import { updateMetadataSchema } from '../schemas/charge.ts';
import { billetDueDateSchema, resendSchema } from '../schemas/billet.ts';
import { historyDescription } from '../schemas/common.ts';
import { carnetCreatedView, carnetDetailView } from './carnet-views.ts';

export function carnetRoutes(ctx: AppContext, publicUrl: () => string): RouteTable {
  const parcelOf = (value: string | undefined) => idParam(value, 'parcel');
  return [
    ['post', '/carnet', (req, res) => {
      const input = validateBody<carnets.CreateCarnetInput>(createCarnetSchema, req.body);
      const { carnet, parcels } = carnets.createCarnet(ctx, accountOf(res), input);
      sendData(res, carnetCreatedView(carnet, parcels, publicUrl()));
    }],
    ['get', '/carnet/:id', (req, res) => {
      const { carnet, parcels, history } = carnets.getCarnet(ctx, accountOf(res), idParam(req.params.id));
      sendData(res, carnetDetailView(carnet, parcels, history, publicUrl()));
    }],
    ['put', '/carnet/:id/metadata', (req, res) => {
      const id = idParam(req.params.id);
      const changes = validateBody<{ custom_id?: string; notification_url?: string | null; resend?: boolean }>(updateMetadataSchema, req.body);
      carnets.updateCarnetMetadata(ctx, accountOf(res), id, changes);
      sendOk(res);
    }],
    ['put', '/carnet/:id/parcel/:parcel', (req, res) => {
      const id = idParam(req.params.id);
      const parcel = parcelOf(req.params.parcel);
      const { expire_at } = validateBody<{ expire_at: string }>(billetDueDateSchema, req.body);
      carnets.changeParcelDueDate(ctx, accountOf(res), id, parcel, expire_at);
      sendOk(res);
    }],
    ['put', '/carnet/:id/cancel', (req, res) => {
      const id = idParam(req.params.id);
      expectNoBody(req.body);
      carnets.cancelCarnet(ctx, accountOf(res), id);
      sendOk(res);
    }],
    ['put', '/carnet/:id/parcel/:parcel/cancel', (req, res) => {
      const id = idParam(req.params.id);
      const parcel = parcelOf(req.params.parcel);
      expectNoBody(req.body);
      carnets.cancelParcel(ctx, accountOf(res), id, parcel);
      sendOk(res);
    }],
    ['post', '/carnet/:id/resend', async (req, res) => {
      const id = idParam(req.params.id);
      const { email } = validateBody<{ email: string }>(resendSchema, req.body);
      await resendCarnet(ctx, accountOf(res), id, email);
      sendOk(res);
    }],
    ['post', '/carnet/:id/parcel/:parcel/resend', async (req, res) => {
      const id = idParam(req.params.id);
      const parcel = parcelOf(req.params.parcel);
      const { email } = validateBody<{ email: string }>(resendSchema, req.body);
      await resendParcel(ctx, accountOf(res), id, parcel, email);
      sendOk(res);
    }],
    ['post', '/carnet/:id/history', (req, res) => {
      const id = idParam(req.params.id);
      const { description } = validateBody<{ description: string }>(historyDescription, req.body);
      carnets.addCarnetHistory(ctx, accountOf(res), id, description);
      sendOk(res);
    }],
    ['put', '/carnet/:id/parcel/:parcel/settle', (req, res) => {
      const id = idParam(req.params.id);
      const parcel = parcelOf(req.params.parcel);
      expectNoBody(req.body);
      carnets.settleParcel(ctx, accountOf(res), id, parcel);
      sendOk(res);
    }],
    ['put', '/carnet/:id/settle', (req, res) => {
      const id = idParam(req.params.id);
      expectNoBody(req.body);
      carnets.settleCarnet(ctx, accountOf(res), id);
      sendOk(res);
    }],
  ];
}
